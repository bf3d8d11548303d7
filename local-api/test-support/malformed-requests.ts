import { creatorsApi } from '../../contract/creators-api';
import { buildPath } from '../../contract/endpoint';
import { JSON_BODY_LIMIT } from '../http/route';
import type { FuzzTarget } from './fuzz-targets';
import { SVG_BYTES, TEXT_BYTES } from './images';
import { malformedId, malformedJson, malformedValue } from './malformed-values';
import type { Random } from './random';

function setPath(target: Record<string, unknown>, path: string, value: unknown, remove: boolean): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
}

export interface Planned {
  label: string;
  path: string;
  init: RequestInit;
}

/** One malformed request for a target; every branch breaks something the server must refuse. */
export function planMalformedRequest(target: FuzzTarget, r: Random, accessToken: string): Planned {
  const endpoint = creatorsApi[target.name];
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}` };
  let params: Record<string, string | number> | undefined = target.params;
  const query = new URLSearchParams(Object.entries(target.query ?? {}).map(([k, v]) => [k, String(v)]));
  let body: BodyInit | undefined;
  let label: string;
  const fields = Object.entries(target.fields ?? {});

  const choices = ['auth'];
  if (target.params) choices.push('param', 'unknown-id');
  if (target.query) choices.push('query', 'unknown-id');
  if (target.body) choices.push('json', 'shape', 'missing', 'huge', ...Array<string>(6).fill('field'));
  if (endpoint.multipart) choices.push('multipart');
  const choice = r.pick(choices);

  const validBody = structuredClone(target.body);
  switch (choice) {
    case 'auth':
      label = 'auth';
      if (r.next() < 0.5) delete headers.authorization;
      else
        headers.authorization = r.pick([
          'Bearer',
          'Basic x',
          `Bearer at_${'A'.repeat(43)}`,
          'Bearer ' + 'x'.repeat(5000),
          'bearer at_!',
        ]);
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
        const [bytes, name] = r.pick([
          [TEXT_BYTES, 'a.png'],
          [SVG_BYTES, 'a.svg'],
          [new Uint8Array(), 'empty.png'],
        ] as const);
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
