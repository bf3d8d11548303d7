import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OwnerReading } from '../chain/contract-verifier';
import { ARTIST_EOA } from '../seed/demo-seed';
import type { ApiClient } from '../test-support/api-client';
import { snapshotDatabase } from '../test-support/db-snapshot';
import { startSignedIn, startTestApi, type TestApi } from '../test-support/test-api';
import { ADDRESS, auction, contractInput, newLaunchpad, singleMetadata, token } from './write-rules-kit';

/**
 * Issue 28 over real HTTP: every rule the screens hold, the API holds too, for any client. Each test
 * here failed on the code before it (all 201/200).
 * This file: contracts, and their owner against the registered EOA.
 */

let t: TestApi;
let creator: ApiClient;
beforeEach(async () => ({ t, creator } = await startSignedIn({ accessTtlSeconds: 3600 })));
afterEach(() => t.close());

const setStatus = (id: number, status: string) =>
  t.api.db.prepare('UPDATE launchpads SET status = ? WHERE id = ?').run(status, id);

describe('contracts', () => {
  it('given a contract another creator registered on the same chain, then 409 at the address, in any letter case', async () => {
    const artist = await t.signIn('artist');
    const theirs = await newLaunchpad(artist);
    await artist.ok('upsertContract', { body: contractInput(theirs.id) });

    const mine = await newLaunchpad(creator);
    for (const address of [ADDRESS, ADDRESS.toLowerCase()]) {
      const answer = await creator.call('upsertContract', { body: contractInput(mine.id, address) });
      expect(answer.status).toBe(409);
      expect(!answer.ok && answer.error).toMatchObject({
        code: 'CONFLICT',
        field: 'address',
        message: '이미 다른 런치패드에 등록된 컨트랙트입니다.',
      });
    }
    const viaUpdate = await creator.call('updateLaunchpad', {
      params: { id: mine.id },
      body: { name: '규칙', contractAddress: ADDRESS, startAt: null, endAt: null },
    });
    expect(viaUpdate.status).toBe(409);
    // The owner may register it again on their own launchpad.
    expect((await artist.call('upsertContract', { body: contractInput(theirs.id) })).status).toBe(200);
  });

  it('given a launchpad in 심사, then its contract and chain cannot change (403); from 승인됨 nothing changes', async () => {
    const { id } = await newLaunchpad(creator);
    await creator.ok('upsertContract', { body: contractInput(id) });
    setStatus(id, 'IN_REVIEW');
    const swap = await creator.call('upsertContract', {
      body: { ...contractInput(id, '0x5FbDB2315678afecb367f032d93F642f64180aa3'), chain: 'POLYGON', chainId: 137 },
    });
    expect(swap.status).toBe(403);
    expect(!swap.ok && swap.error.message).toBe('심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.');
    const viaUpdate = await creator.call('updateLaunchpad', {
      params: { id },
      body: { name: '규칙', contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3', startAt: null, endAt: null },
    });
    expect(viaUpdate.status).toBe(403);
    expect((await creator.ok('getLaunchpad', { params: { id } })).contractAddress).toBe(ADDRESS);

    // Under 심사 the metadata, tokens and auction description still change.
    expect((await creator.call('submitSingleMetadata', { body: singleMetadata(id) })).status).toBe(200);
    expect((await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(1)] } })).status).toBe(
      200,
    );
    expect((await creator.call('submitAuctionDescription', { body: auction(id) })).status).toBe(200);

    for (const status of ['APPROVED', 'LIVE', 'ENDED']) {
      setStatus(id, status);
      const before = snapshotDatabase(t.api.db);
      const answers = [
        await creator.call('submitSingleMetadata', { body: singleMetadata(id) }),
        await creator.call('upsertSingleTokens', { body: { launchpadId: id, tokens: [token(2)] } }),
        await creator.call('submitAuctionDescription', { body: auction(id) }),
        await creator.call('upsertContract', { body: contractInput(id) }),
        await creator.call('updateLaunchpad', {
          params: { id },
          body: { name: '바뀜', contractAddress: ADDRESS, startAt: null, endAt: null },
        }),
      ];
      expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
      expect(answers.every((a) => !a.ok && a.error.message === '승인된 뒤에는 런치패드를 수정할 수 없습니다.')).toBe(
        true,
      );
      expect(snapshotDatabase(t.api.db)).toEqual(before);
    }
  });

  it('given a mixed-case address with a wrong checksum, then 400 with the spec message; all lower or all upper is stored in checksum form', async () => {
    const { id } = await newLaunchpad(creator);
    const wrong = `${ADDRESS.slice(0, -1)}${ADDRESS.at(-1) === '2' ? '3' : '2'}`.replace('e7f1', 'E7f1');
    const answer = await creator.call('upsertContract', { body: contractInput(id, wrong) });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({
      field: 'address',
      message: expect.stringContaining('유효하지 않은 스마트 컨트랙트 주소입니다.'),
    });

    const upper = `0x${ADDRESS.slice(2).toUpperCase()}`;
    expect((await creator.ok('upsertContract', { body: contractInput(id, upper) })).address).toBe(ADDRESS);
    expect((await creator.ok('upsertContract', { body: contractInput(id, ADDRESS.toLowerCase()) })).address).toBe(
      ADDRESS,
    );
    const updated = await creator.ok('updateLaunchpad', {
      params: { id },
      body: { name: '규칙', contractAddress: ADDRESS.toLowerCase(), startAt: null, endAt: null },
    });
    expect(updated.contractAddress).toBe(ADDRESS);
  });
});

describe('owner = registered EOA, where the chain can be read', () => {
  async function withOwner(reading: OwnerReading) {
    await t.close();
    t = await startTestApi({ accessTtlSeconds: 3600, readContractOwner: () => Promise.resolve(reading) });
  }

  it("given the chain says another owner, then 403 at the address; the artist's own EOA is accepted", async () => {
    await withOwner({ kind: 'read', owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    const artist = await t.signIn('artist');
    const { id } = await newLaunchpad(artist);
    const answer = await artist.call('upsertContract', { body: contractInput(id) });
    expect(answer.status).toBe(403);
    expect(!answer.ok && answer.error).toMatchObject({
      field: 'address',
      message: '컨트랙트 소유자가 등록된 지갑 주소와 다릅니다.',
    });

    await withOwner({ kind: 'read', owner: ARTIST_EOA.toLowerCase() });
    const again = await t.signIn('artist');
    const second = await newLaunchpad(again);
    expect((await again.call('upsertContract', { body: contractInput(second.id) })).status).toBe(200);
  });

  it('given a contract without owner(), then there is nothing to compare and it is kept', async () => {
    await withOwner({ kind: 'read', owner: null });
    const client = await t.signIn();
    const { id } = await newLaunchpad(client);
    expect((await client.call('upsertContract', { body: contractInput(id) })).status).toBe(200);
  });

  it('given a creator with no registered EOA, then 403 asking for one', async () => {
    await withOwner({ kind: 'read', owner: ARTIST_EOA });
    const client = await t.signIn();
    const { id } = await newLaunchpad(client);
    const answer = await client.call('upsertContract', { body: contractInput(id) });
    expect(answer.status).toBe(403);
    expect(!answer.ok && answer.error.message).toContain('지갑(EOA)을 등록');
  });
});
