import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorsApi, type EndpointName } from '../contract/creators-api';
import { buildPath } from '../contract/endpoint';
import { JSON_BODY_LIMIT } from './http/route';
import { LINK_MAX_LENGTH } from '../src/domain/validation/rules';
import type { ApiClient } from './test-support/api-client';
import { snapshotDatabase } from './test-support/db-snapshot';
import { TEXT_BYTES, SVG_BYTES } from './test-support/images';
import { malformedId, malformedJson, malformedValue, type FieldKind } from './test-support/malformed-values';
import { seededRandom, type Random } from './test-support/random';
import { startTestApi, type TestApi } from './test-support/test-api';

/**
 * Sends hundreds of generated malformed requests across the endpoints and holds the server to:
 * never a 5xx, always a JSON error of the contract, and not one row or file written.
 */

const SEED = 20261122;
const REQUESTS = 600;

const text = (max: number, required = true): FieldKind => ({ kind: 'text', max, required });
const link: FieldKind = { kind: 'link' };
const id: FieldKind = { kind: 'id' };
const links = { website: '', youtube: 'youtu.be/a', instagram: '', x: '', kakaoTalk: '' };
const linkFields = { links: { kind: 'object' }, 'links.website': link, 'links.youtube': link, 'links.instagram': link, 'links.x': link, 'links.kakaoTalk': link } as const;
const token = () => ({ tokenId: 1, name: 'a', description: '', imageUrl: null, attributes: [] });

interface Target {
  name: EndpointName;
  params?: Record<string, number>;
  query?: Record<string, number>;
  body?: Record<string, unknown>;
  fields?: Record<string, FieldKind>;
}

let t: TestApi;
let creator: ApiClient;
let targets: Target[];

beforeAll(async () => {
  t = await startTestApi({ accessTtlSeconds: 3600 });
  creator = await t.signIn();
  const launchpads = (await creator.ok('listLaunchpads', { query: { size: 100 } })).items;
  const single = launchpads.find((l) => l.collectionType === 'SINGLE')!.id;
  const multi = launchpads.find((l) => l.collectionType === 'MULTI')!.id;
  const profile = (await creator.ok('listCreators')).items[0]!.id;
  const collection = { launchpadId: single, name: 'n', description: '', imageUrl: null, year: 2020, links };
  const collectionFields = {
    launchpadId: id,
    name: text(100),
    description: text(5000, false),
    imageUrl: { kind: 'upload' },
    year: { kind: 'int', min: 1950, max: 2026, nullable: true },
    ...linkFields,
  } satisfies Record<string, FieldKind>;

  targets = [
    { name: 'refresh', body: { token: 'rt_x' }, fields: { token: text(10_000), termsAgreed: { kind: 'bool' } } },
    { name: 'listLaunchpads', query: { size: 10 } },
    { name: 'getLaunchpad', params: { id: single } },
    {
      name: 'createLaunchpad',
      body: { name: 'n', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
      fields: { name: text(100), chain: { kind: 'enum' }, chainId: { kind: 'int', min: 1 }, collectionType: { kind: 'enum' } },
    },
    {
      name: 'updateLaunchpad',
      params: { id: single },
      body: { name: 'n', contractAddress: null, startAt: null, endAt: null },
      fields: { name: text(100), contractAddress: { kind: 'address', nullable: true }, startAt: { kind: 'timestamp' }, endAt: { kind: 'timestamp' } },
    },
    {
      name: 'registerEoa',
      body: { message: 'm', signature: `0x${'a'.repeat(130)}` },
      fields: { message: text(2000), signature: { kind: 'signature' } },
    },
    { name: 'updatePhone', body: { phoneNumber: '01012345678' }, fields: { phoneNumber: { kind: 'phone' } } },
    { name: 'createCreator', body: { name: 'n' }, fields: { name: text(50) } },
    {
      name: 'submitCreator',
      params: { id: profile },
      body: { name: 'n', description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' },
      fields: { name: text(50), description: text(2000, false), youtubeUrl: link, instagramUrl: link, xUrl: link },
    },
    { name: 'getCreator', params: { id: profile } },
    { name: 'listAuctionDescriptions', query: { launchpadId: single } },
    {
      name: 'submitAuctionDescription',
      body: {
        launchpadId: single,
        title: 't',
        artistName: 'a',
        summary: '',
        items: [{ name: 'i', description: '', imageUrl: null }],
        visible: true,
        projectInfo: '',
        links,
        temporary: true,
      },
      fields: {
        launchpadId: id,
        title: text(100),
        artistName: text(100),
        summary: text(1000, false),
        items: { kind: 'array', max: 100, valid: () => ({ name: 'i', description: '', imageUrl: null }) },
        'items.0.name': text(200),
        'items.0.description': text(2000, false),
        visible: { kind: 'bool' },
        projectInfo: text(10_000, false),
        temporary: { kind: 'bool' },
        ...linkFields,
      },
    },
    { name: 'createAuctionPreviewKey', query: { launchpadId: single } },
    {
      name: 'upsertContract',
      body: {
        launchpadId: single,
        chain: 'ETHEREUM',
        chainId: 1,
        address: `0x${'1'.repeat(40)}`,
        standard: 'ERC721',
        name: '',
        symbol: '',
        ownerAddress: null,
      },
      fields: {
        launchpadId: id,
        chain: { kind: 'enum' },
        chainId: { kind: 'int', min: 1 },
        address: { kind: 'address', nullable: false },
        standard: { kind: 'enum' },
        name: text(200, false),
        symbol: text(50, false),
        ownerAddress: { kind: 'address', nullable: true },
      },
    },
    { name: 'syncContract', body: { launchpadId: single }, fields: { launchpadId: id } },
    { name: 'submitSingleMetadata', body: collection, fields: collectionFields },
    {
      name: 'submitMultiMetadata',
      body: { ...collection, launchpadId: multi, tokenName: 't', tokenDescription: '', mediaUrl: null, supply: 10 },
      fields: {
        ...collectionFields,
        tokenName: text(100),
        tokenDescription: text(5000, false),
        mediaUrl: { kind: 'upload' },
        supply: { kind: 'int', min: 1, max: 1_000_000 },
      },
    },
    {
      name: 'upsertSingleTokens',
      body: { launchpadId: single, tokens: [token()] },
      fields: {
        launchpadId: id,
        tokens: { kind: 'array', max: 10_000, valid: token },
        'tokens.0.tokenId': { kind: 'int', min: 0 },
        'tokens.0.name': text(200),
        'tokens.0.description': text(5000, false),
        'tokens.0.attributes': { kind: 'array', max: 50, valid: () => ({ traitType: 'a', value: 'b' }) },
      },
    },
    { name: 'getSingleMetadata', query: { launchpadId: single } },
    { name: 'getMultiMetadata', query: { launchpadId: multi } },
    { name: 'getContractMetadata', query: { launchpadId: single } },
    { name: 'getDeploymentInfo', query: { launchpadId: single } },
    { name: 'uploadImage' },
    { name: 'getEoa' },
    { name: 'createEoaNonce' },
    { name: 'getUserInfo' },
    { name: 'listCreators' },
  ];
});
afterAll(() => t.close());

function setPath(target: Record<string, unknown>, path: string, value: unknown, remove: boolean): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
}

interface Planned {
  label: string;
  path: string;
  init: RequestInit;
}

/** One malformed request for a target; every branch breaks something the server must refuse. */
function plan(target: Target, r: Random): Planned {
  const endpoint = creatorsApi[target.name];
  const headers: Record<string, string> = { authorization: `Bearer ${creator.accessToken}` };
  let params: Record<string, string | number> | undefined = target.params;
  const query = new URLSearchParams(Object.entries(target.query ?? {}).map(([k, v]) => [k, String(v)]));
  let body: BodyInit | undefined;
  let label: string;
  const fields = Object.entries(target.fields ?? {});

  const choices = ['auth'];
  if (target.params) choices.push('param', 'unknown-id');
  if (target.query) choices.push('query', 'unknown-id');
  if (target.body) choices.push('json', 'shape', 'missing', 'huge', ...Array(6).fill('field'));
  if (endpoint.multipart) choices.push('multipart');
  const choice = r.pick(choices);

  const validBody = structuredClone(target.body);
  switch (choice) {
    case 'auth':
      label = 'auth';
      if (r.next() < 0.5) delete headers.authorization;
      else headers.authorization = r.pick(['Bearer', 'Basic x', `Bearer at_${'A'.repeat(43)}`, 'Bearer ' + 'x'.repeat(5000), 'bearer at_!']);
      if (target.name === 'refresh') {
        label = 'refresh:bad-token';
        if (validBody) validBody.token = r.pick(['rt_' + 'B'.repeat(43), 'garbage', 'at_' + 'C'.repeat(43)]);
      }
      break;
    case 'param':
      label = 'param';
      params = { id: malformedId(r) };
      break;
    case 'query': {
      const key = [...query.keys()][0]!;
      label = `query:${key}`;
      const bad = key === 'size' ? r.pick(['0', '1001', '-1', 'x', '1.5', '']) : malformedId(r);
      if (r.next() < 0.2 && key !== 'size') query.delete(key);
      else query.set(key, bad);
      break;
    }
    case 'unknown-id': {
      label = 'unknown-id';
      const unknown = r.pick([999_999, 7_777_777]);
      if (target.params) params = { id: unknown };
      else query.set([...query.keys()][0]!, String(unknown));
      break;
    }
    case 'json':
      label = 'json';
      body = malformedJson(r, JSON.stringify(validBody));
      break;
    case 'shape':
      label = 'shape';
      body = JSON.stringify(r.pick([[], 'text', 42, null, true, [validBody]]));
      if (r.next() < 0.2) body = '';
      break;
    case 'huge': {
      // Past the JSON body limit: refused (413) before it is read, or by the field's length rule.
      const texts = fields.filter(([, kind]) => kind.kind === 'text' || kind.kind === 'link');
      // A body without text fields gets an extra key: the 1 MB limit holds before any parsing.
      const [path] = texts.length ? r.pick(texts) : ['padding'];
      label = `huge:${path}`;
      setPath(validBody!, path, 'x'.repeat(JSON_BODY_LIMIT + r.int(1, 4096)), false);
      break;
    }
    case 'missing': {
      const required = fields.filter(([path, kind]) => !(path === 'termsAgreed' && kind.kind === 'bool'));
      const [path] = r.pick(required);
      label = `missing:${path}`;
      setPath(validBody!, path, undefined, true);
      break;
    }
    case 'multipart': {
      label = 'multipart';
      const form = new FormData();
      if (target.name === 'uploadImage') {
        const [bytes, name] = r.pick([[TEXT_BYTES, 'a.png'], [SVG_BYTES, 'a.svg'], [new Uint8Array(), 'empty.png']] as const);
        if (r.next() < 0.8) form.set('image', new Blob([bytes], { type: 'image/png' }), name);
        else form.set('image', 'not a file');
      } else {
        for (const [k, v] of Object.entries(validBody!)) form.set(k, String(v));
        form.delete(r.pick(Object.keys(validBody!)));
        form.set('image', new Blob([TEXT_BYTES], { type: 'image/png' }), 'x.png');
      }
      body = form;
      break;
    }
    default: {
      const [path, kind] = r.pick(fields);
      label = `field:${path}:${kind.kind}`;
      setPath(validBody!, path, malformedValue(kind, r), false);
    }
  }
  if (target.name === 'uploadImage' && choice === 'auth') body = new FormData();
  if (body === undefined && validBody !== undefined) body = JSON.stringify(validBody);
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const qs = query.toString();
  const path = buildPath(endpoint.path, params) + (qs ? `?${qs}` : '');
  return { label, path, init: { method: endpoint.method, headers, body } };
}

describe('malformed requests', () => {
  it(`given ${REQUESTS} generated malformed requests (seed ${SEED}), then no 5xx, only contract errors, and nothing written`, async () => {
    const r = seededRandom(SEED);
    const before = snapshotDatabase(t.api.db);
    const filesBefore = readdirSync(t.api.services.storage.dir).length;
    const statuses = new Map<number, number>();
    const failures: string[] = [];

    for (let i = 0; i < REQUESTS; i++) {
      const target = targets[i % targets.length]!;
      const { label, path, init } = plan(target, r);
      const response = await fetch(new URL(path, t.url), init);
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      let body: { code?: unknown; message?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        /* reported below */
      }
      const refused = response.status >= 400 && response.status < 500;
      const wellFormed = typeof body.code === 'string' && typeof body.message === 'string' && /[가-힣]/.test(body.message);
      if (!refused || !wellFormed) failures.push(`#${i} ${target.name} ${label} ${init.method} ${path} → ${response.status} ${text.slice(0, 160)}`);
    }

    expect(failures).toEqual([]);
    expect(snapshotDatabase(t.api.db)).toEqual(before);
    expect(readdirSync(t.api.services.storage.dir)).toHaveLength(filesBefore);
    // The generator reaches every kind of refusal, so a run that only hit the bearer check cannot pass.
    for (const status of [400, 401, 404, 413, 415]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });

  it(`given an over-long link (over ${LINK_MAX_LENGTH}), then 400 naming the field`, async () => {
    const answer = await creator.call('submitCreator', {
      params: { id: (await creator.ok('listCreators')).items[0]!.id },
      body: { name: 'n', description: '', youtubeUrl: `https://youtube.com/${'a'.repeat(LINK_MAX_LENGTH)}`, instagramUrl: '', xUrl: '' },
    });
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: `유튜브 링크: 항목이 ${LINK_MAX_LENGTH}자를 넘어갑니다.`,
      field: 'youtubeUrl',
    });
  });
});
