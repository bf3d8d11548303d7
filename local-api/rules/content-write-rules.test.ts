import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test-support/api-client';
import { snapshotDatabase } from '../test-support/db-snapshot';
import { PNG_BYTES } from '../test-support/images';
import { startSignedIn, type TestApi } from '../test-support/test-api';
import { auction, links, newLaunchpad, singleMetadata, token } from './write-rules-kit';

/**
 * Issue 28 over real HTTP: every rule the screens hold, the API holds too, for any client. Each test
 * here failed on the code before it (all 201/200).
 * This file: terms, image links, tokens per launchpad, no silent overwrite and lenient reads.
 */

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn({ accessTtlSeconds: 3600 })));
afterEach(() => t.close());

describe('terms', () => {
  it('given a newcomer who has not agreed, then creating a launchpad, uploading and every other write are 403 in Korean, and nothing is written', async () => {
    const newcomer = await t.signIn('newcomer', { termsAgreed: false });
    const before = snapshotDatabase(t.api.db);
    const form = new FormData();
    form.set('image', new Blob([PNG_BYTES], { type: 'image/png' }), 'a.png');
    const answers = [
      await newcomer.call('createLaunchpad', {
        body: { name: '약관 전', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
      }),
      await newcomer.call('uploadImage', { form }),
      await newcomer.call('updatePhone', { body: { phoneNumber: '01011112222' } }),
      await newcomer.call('createCreator', { body: { name: '이바다' } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(!answer.ok && answer.error).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('약관에 동의'),
      });
    }
    expect(snapshotDatabase(t.api.db)).toEqual(before);
    // Reads stay open: the app shows the consent screen from them.
    expect((await newcomer.call('getUserInfo')).status).toBe(200);
  });

  it('given the newcomer agrees on sign-in, then the same write is 201', async () => {
    const agreed = await t.signIn('newcomer');
    expect(
      (
        await agreed.call('createLaunchpad', {
          body: { name: '약관 후', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
        })
      ).status,
    ).toBe(201);
  });
});

describe('image links', () => {
  const refused = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com/a.png',
    '//evil.example/a.png',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'vbscript:x',
    'ipfs://NewUriToReplace/1.png',
  ];

  it.each(refused)('given %j as a token image, then 400 at that token and nothing stored', async (imageUrl) => {
    const { id } = await newLaunchpad(creator);
    const answer = await creator.call('upsertSingleTokens', {
      body: { launchpadId: id, tokens: [token(1), token(2, imageUrl)] },
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({
      field: 'tokens.1.imageUrl',
      message: expect.stringContaining('https://, ipfs://, ar://'),
    });
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens).toEqual([]);
  });

  it.each(refused)('given %j as an auction item image, then 400 at that item', async (imageUrl) => {
    const { id } = await newLaunchpad(creator);
    const answer = await creator.call('submitAuctionDescription', {
      body: auction(id, { items: [{ name: '작품', description: '', imageUrl }] }),
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ field: 'items.0.imageUrl' });
  });

  it('given https, ipfs with a valid CID, ar:// and an upload path, then tokens and items keep them', async () => {
    const { id } = await newLaunchpad(creator);
    const good = [
      'https://cdn.example/1.png',
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi/1.png',
      'ar://abcDEF_-123',
      '/local/uploads/a.png',
    ];
    const saved = await creator.ok('upsertSingleTokens', {
      body: { launchpadId: id, tokens: good.map((url, i) => token(i, url)) },
    });
    expect(saved.count).toBe(4);
    const items = good.map((imageUrl) => ({ name: '작품', description: '', imageUrl }));
    expect(
      (await creator.ok('submitAuctionDescription', { body: auction(id, { items }) })).items.map((i) => i.imageUrl),
    ).toEqual(good);
  });

  it('given a collection image that is http://, then 400 at imageUrl (the same rule)', async () => {
    const { id } = await newLaunchpad(creator);
    const answer = await creator.call('submitSingleMetadata', {
      body: singleMetadata(id, { imageUrl: 'http://example.com/a.png' }),
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ field: 'imageUrl' });
  });
});

describe('tokens per launchpad', () => {
  it('given 10,000 tokens stored, then one more token is 400 in Korean and the 10,000 stay; replacing a stored id is still fine', async () => {
    const { id } = await newLaunchpad(creator);
    const tokens = Array.from({ length: 10_000 }, (_, i) => token(i));
    expect((await creator.ok('upsertSingleTokens', { body: { launchpadId: id, tokens } })).count).toBe(10_000);

    const more = await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(10_000)] } });
    expect(more.status).toBe(400);
    expect(!more.ok && more.error).toEqual({
      code: 'BAD_REQUEST',
      field: 'tokens',
      message: '런치패드 하나에는 토큰을 최대 10,000개까지 저장할 수 있습니다.',
    });
    expect((await creator.ok('getContractMetadata', { query: { launchpadId: id } })).tokens).toHaveLength(10_000);

    expect(
      (
        await creator.ok('upsertSingleTokens', {
          body: { launchpadId: id, tokens: [{ ...token(5), name: '바뀐 이름' }] },
        })
      ).count,
    ).toBe(1);
  });

  it('given five PATCHes of 10,000 different ids, then only the first is kept', async () => {
    const { id } = await newLaunchpad(creator);
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const tokens = Array.from({ length: 10_000 }, (_, i) => token(batch * 10_000 + i));
      statuses.push((await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens } })).status);
    }
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
  });
});

describe('no silent overwrite', () => {
  it('given two tabs that loaded the same metadata, then the later save is 409 and the first save stays', async () => {
    const { id } = await newLaunchpad(creator);
    const loaded = await creator.ok('submitSingleMetadata', { body: singleMetadata(id, { name: '처음' }) });
    const tabA = await creator.ok('submitSingleMetadata', {
      body: singleMetadata(id, { name: '탭 A', baseUpdatedAt: loaded.updatedAt }),
    });
    expect(tabA.updatedAt).not.toBe(loaded.updatedAt);

    const tabB = await creator.call('submitSingleMetadata', {
      body: singleMetadata(id, { name: '탭 B', baseUpdatedAt: loaded.updatedAt }),
    });
    expect(tabB.status).toBe(409);
    expect(!tabB.ok && tabB.error).toMatchObject({ code: 'CONFLICT', field: 'baseUpdatedAt' });
    expect((await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).metadata?.name).toBe('탭 A');

    // 내 내용으로 덮어쓰기: the same text, now based on the latest version.
    const overwrite = await creator.ok('submitSingleMetadata', {
      body: singleMetadata(id, { name: '탭 B', baseUpdatedAt: tabA.updatedAt }),
    });
    expect(overwrite.name).toBe('탭 B');
  });

  it('given a form that found no metadata while another tab created it, then 409', async () => {
    const { id } = await newLaunchpad(creator);
    await creator.ok('submitSingleMetadata', { body: singleMetadata(id) });
    expect(
      (await creator.call('submitSingleMetadata', { body: singleMetadata(id, { baseUpdatedAt: null }) })).status,
    ).toBe(409);
  });

  it('given two tabs on one auction description, then the later save is 409 and the first stays', async () => {
    const { id } = await newLaunchpad(creator);
    const loaded = await creator.ok('submitAuctionDescription', { body: auction(id, { title: '처음' }) });
    await creator.ok('submitAuctionDescription', {
      body: auction(id, { title: '관리자', baseUpdatedAt: loaded.updatedAt }),
    });
    const late = await creator.call('submitAuctionDescription', {
      body: auction(id, { title: '작가', baseUpdatedAt: loaded.updatedAt }),
    });
    expect(late.status).toBe(409);
    expect((await creator.ok('listAuctionDescriptions', { query: { launchpadId: id } })).items[0]?.title).toBe(
      '관리자',
    );
  });
});

describe('lenient reads', () => {
  it('given a stored twitter.com link and a javascript: image from older rules, then the reads still answer them as they are', async () => {
    const { id } = await newLaunchpad(creator);
    await creator.ok('submitSingleMetadata', { body: singleMetadata(id) });
    await creator.ok('submitAuctionDescription', { body: auction(id) });
    const old = JSON.stringify({ ...links, x: 'https://twitter.com/haneul' });
    t.api.db.prepare('UPDATE collection_metadata SET links_json = ? WHERE launchpad_id = ?').run(old, id);
    t.api.db
      .prepare('UPDATE auction_descriptions SET links_json = ?, items_json = ? WHERE launchpad_id = ?')
      .run(old, JSON.stringify([{ name: '작품', description: '', imageUrl: 'javascript:alert(1)' }]), id);
    expect((await creator.ok('getSingleMetadata', { query: { launchpadId: id } })).metadata?.links.x).toBe(
      'https://twitter.com/haneul',
    );
    const [description] = (await creator.ok('listAuctionDescriptions', { query: { launchpadId: id } })).items;
    expect(description?.links.x).toBe('https://twitter.com/haneul');
    expect(description?.items[0]?.imageUrl).toBe('javascript:alert(1)');
  });
});
