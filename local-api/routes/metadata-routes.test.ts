import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { startSignedIn, type TestApi } from '../test-support/test-api';

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn()));
afterEach(() => t.close());

const links = {
  website: 'https://haneul.studio',
  youtube: '',
  instagram: 'instagram.com/haneul',
  x: '',
  kakaoTalk: 'https://open.kakao.com/o/abc',
};
const single = (launchpadId: number) => ({
  launchpadId,
  name: '컬렉션',
  description: '설명',
  imageUrl: '/local/uploads/0123456789abcdef0123456789abcdef.png',
  year: 2026,
  links,
  temporary: false,
});
const multi = (launchpadId: number) => ({
  ...single(launchpadId),
  tokenName: '에디션',
  tokenDescription: '',
  mediaUrl: null,
  supply: 100,
});
const create = (collectionType: 'SINGLE' | 'MULTI') =>
  creator.ok('createLaunchpad', { body: { name: '메타데이터', chain: 'LUNIVERSE', chainId: 256, collectionType } });

describe('collection metadata', () => {
  it('given a single launchpad, when its metadata is submitted, then SUBMITTED with its time, and the launch stays 작성 중 (never on the metadata alone)', async () => {
    const { id } = await create('SINGLE');
    expect(await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).toEqual({ metadata: null });
    const submitted = await creator.ok('submitSingleMetadata', { body: single(id) });
    const { temporary: _, ...fields } = single(id);
    expect(submitted).toEqual({
      ...fields,
      status: 'SUBMITTED',
      submittedAt: t.clock.now().toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).toEqual({ metadata: submitted });
    expect((await creator.ok('getLaunchpad', { params: { id } })).status).toBe('DRAFT');
  });

  it('given a multi launchpad, then the multi metadata round-trips', async () => {
    const { id } = await create('MULTI');
    const submitted = await creator.ok('submitMultiMetadata', { body: multi(id) });
    expect(submitted).toMatchObject({ tokenName: '에디션', supply: 100, status: 'SUBMITTED' });
    expect(await creator.ok('getMultiMetadata', { query: { launchpadId: id } })).toEqual({ metadata: submitted });
    expect(await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).toEqual({ metadata: null });
  });

  it('given 임시저장 of an incomplete single, then DRAFT without a submission time, and the launch stays a draft', async () => {
    const { id } = await create('SINGLE');
    const draft = {
      ...single(id),
      name: '',
      description: '',
      imageUrl: null,
      year: null,
      links: { ...links, website: '' },
      temporary: true,
    };
    const saved = await creator.ok('submitSingleMetadata', { body: draft });
    expect(saved).toMatchObject({
      name: '',
      status: 'DRAFT',
      submittedAt: null,
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).toEqual({ metadata: saved });
    expect((await creator.ok('getLaunchpad', { params: { id } })).status).toBe('DRAFT');
  });

  it('given 임시저장 of a multi without token name or supply, then it is kept as a DRAFT; 제출 of the same is refused', async () => {
    const { id } = await create('MULTI');
    const draft = { ...multi(id), tokenName: '', supply: null, temporary: true };
    expect(await creator.ok('submitMultiMetadata', { body: draft })).toMatchObject({
      tokenName: '',
      supply: null,
      status: 'DRAFT',
    });
    const submit = await creator.call('submitMultiMetadata', { body: { ...draft, temporary: false } });
    expect(submit.status).toBe(400);
    expect(!submit.ok && submit.error).toMatchObject({ field: 'tokenName', message: '내용을 작성해주세요.' });
    expect((await creator.ok('getLaunchpad', { params: { id } })).status).toBe('DRAFT');
  });

  it.each([
    [
      'a bad link',
      { links: { ...links, youtube: 'youtube.com' } },
      'links.youtube',
      '유효하지 않은 유튜브 링크입니다.',
    ],
    ['a year before 1950', { year: 1949 }, 'year', '1950 ~ 2026까지만 허용 됩니다.'],
    ['a supply of 0', { supply: 0 }, 'supply', undefined],
  ])(
    'given 임시저장 with %s, then it is refused all the same (400 at the field) and nothing is kept',
    async (_, change, field, message) => {
      const { id } = await create('MULTI');
      const answer = await creator.call('submitMultiMetadata', { body: { ...multi(id), ...change, temporary: true } });
      expect(answer.status).toBe(400);
      expect(!answer.ok && answer.error.field).toBe(field);
      if (message) expect(!answer.ok && answer.error.message).toBe(message);
      expect(await creator.ok('getMultiMetadata', { query: { launchpadId: id } })).toEqual({ metadata: null });
    },
  );

  it('given a submitted metadata, when saved as a draft again and then submitted, then the status follows and the first time stays until the new 제출', async () => {
    const { id } = await create('SINGLE');
    const first = await creator.ok('submitSingleMetadata', { body: single(id) });
    t.clock.advanceSeconds(60);
    const draft = await creator.ok('submitSingleMetadata', {
      body: { ...single(id), description: '고치는 중', temporary: true },
    });
    expect(draft).toMatchObject({ status: 'DRAFT', submittedAt: first.submittedAt, description: '고치는 중' });
    t.clock.advanceSeconds(60);
    const again = await creator.ok('submitSingleMetadata', { body: { ...single(id), description: '고침' } });
    expect(again).toMatchObject({ status: 'SUBMITTED', submittedAt: t.clock.now().toISOString() });
  });

  it('given the wrong kind for the launchpad, then 400 on launchpadId', async () => {
    const { id } = await create('MULTI');
    const answer = await creator.call('submitSingleMetadata', { body: single(id) });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({
      field: 'launchpadId',
      message: '싱글 에디션 런치패드가 아닙니다.',
    });
  });

  it('given a year after this year, then 400 with the spec message', async () => {
    const { id } = await create('SINGLE');
    const answer = await creator.call('submitSingleMetadata', { body: { ...single(id), year: 2027 } });
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: '1950 ~ 2026까지만 허용 됩니다.',
      field: 'year',
    });
  });

  it('given a bad link inside links, then 400 with the dotted field and the domain message intact', async () => {
    const { id } = await create('SINGLE');
    const answer = await creator.call('submitSingleMetadata', {
      body: { ...single(id), links: { ...links, x: 'twitter.com/a' } },
    });
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: '유효하지 않은 X 링크입니다.',
      field: 'links.x',
    });
  });
});

describe('single-edition tokens', () => {
  const token = (tokenId: number, name = `토큰 ${tokenId}`) => ({
    tokenId,
    name,
    description: '',
    imageUrl: null,
    attributes: [{ traitType: '배경', value: '밤' }],
  });

  it('given tokens, then they are upserted by token id and listed in order', async () => {
    const { id } = await create('SINGLE');
    // Tokens sent without a base version (new here) are written; none answers as a conflict.
    expect(
      await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(2), token(1)] } }),
    ).toMatchObject({ launchpadId: id, count: 2, conflicts: [] });
    await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(2, '바뀐 이름'), token(3)] } });
    const { tokens } = await creator.ok('getContractMetadata', { query: { launchpadId: id } });
    expect(tokens.map((t) => [t.tokenId, t.name])).toEqual([
      [1, '토큰 1'],
      [2, '바뀐 이름'],
      [3, '토큰 3'],
    ]);
    expect(tokens[0]!.attributes).toEqual([{ traitType: '배경', value: '밤' }]);
  });

  it('given 10,000 tokens, then all are written in one call', async () => {
    const { id } = await create('SINGLE');
    const tokens = Array.from({ length: 10_000 }, (_, i) => token(i));
    expect((await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens } })).count).toBe(10_000);
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens).toHaveLength(10_000);
  });

  it('given a repeated token id, then 400 naming the second one and nothing is written', async () => {
    const { id } = await create('SINGLE');
    const answer = await creator.call('upsertSingleTokens', {
      body: { launchpadId: id, tokens: [token(1), token(1)] },
    });
    expect(!answer.ok && answer.error.field).toBe('tokens.1.tokenId');
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens).toEqual([]);
  });

  it('given a nameless token, then 400 naming its row', async () => {
    const { id } = await create('SINGLE');
    const answer = await creator.call('upsertSingleTokens', {
      body: { launchpadId: id, tokens: [token(1), token(2, '  ')] },
    });
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: '내용을 작성해주세요.',
      field: 'tokens.1.name',
    });
  });
});
