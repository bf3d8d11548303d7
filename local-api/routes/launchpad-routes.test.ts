import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/test-api';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

const newLaunchpad = { name: '새 런치패드', chain: 'LUNIVERSE', chainId: 256, collectionType: 'SINGLE' } as const;

describe('launchpads', () => {
  it('given the demo creator, then the list holds six launchpads on several chains, types and statuses', async () => {
    const creator = await t.signIn();
    const list = await creator.ok('listLaunchpads', { query: { size: 1000 } });
    expect(list.total).toBe(6);
    expect(new Set(list.items.map((l) => l.chainId))).toEqual(new Set([1, 256, 137, 11155111, 8453, 43114]));
    expect(new Set(list.items.map((l) => l.collectionType))).toEqual(new Set(['SINGLE', 'MULTI']));
    expect(new Set(list.items.map((l) => l.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('given size=2, then two come back (newest first) with the full total', async () => {
    const creator = await t.signIn();
    const list = await creator.ok('listLaunchpads', { query: { size: 2 } });
    expect(list.items).toHaveLength(2);
    expect(list.total).toBe(6);
    expect(list.items[0]!.id).toBeGreaterThan(list.items[1]!.id);
  });

  it('given size=4, then page 2 holds the rest, and together the pages hold every launchpad once', async () => {
    const creator = await t.signIn();
    const first = await creator.ok('listLaunchpads', { query: { size: 4 } });
    const second = await creator.ok('listLaunchpads', { query: { size: 4, page: 2 } });
    expect(second.items).toHaveLength(2);
    expect(second.total).toBe(6);
    expect(new Set([...first.items, ...second.items].map((l) => l.id)).size).toBe(6);
    expect(first.items.at(-1)!.id).toBeGreaterThan(second.items[0]!.id);
  });

  it('given a create, then it answers 201 with the new launchpad and its id, and get finds it', async () => {
    const creator = await t.signIn();
    const response = await creator.raw('/cl/creators-lab/v2/launchpads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newLaunchpad),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: number };
    const found = await creator.ok('getLaunchpad', { params: { id: created.id } });
    expect(found).toMatchObject({ ...newLaunchpad, id: created.id, status: 'DRAFT', contractAddress: null });
    expect(found.createdAt).toBe(t.clock.now().toISOString());
  });

  it('given an update, then the fields are kept and updatedAt moves', async () => {
    const creator = await t.signIn();
    const created = await creator.ok('createLaunchpad', { body: newLaunchpad });
    t.clock.advanceSeconds(30);
    const input = {
      name: '  이름 바꿈  ',
      contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      startAt: '2026-12-01T00:00:00.000Z',
      endAt: '2026-12-31T00:00:00.000Z',
    };
    const updated = await creator.ok('updateLaunchpad', { params: { id: created.id }, body: input });
    expect(updated).toMatchObject({ ...input, name: '이름 바꿈' });
    expect(updated.updatedAt).not.toBe(created.updatedAt);
    expect(await creator.ok('getLaunchpad', { params: { id: created.id } })).toEqual(updated);
  });

  it('given an end before the start, then 400 naming endAt', async () => {
    const creator = await t.signIn();
    const answer = await creator.call('updateLaunchpad', {
      params: { id: 1 },
      body: {
        name: 'x',
        contractAddress: null,
        startAt: '2026-12-31T00:00:00.000Z',
        endAt: '2026-12-01T00:00:00.000Z',
      },
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ code: 'BAD_REQUEST', field: 'endAt' });
  });

  it('given an unknown id, then 404 NOT_FOUND', async () => {
    const creator = await t.signIn();
    const answer = await creator.call('getLaunchpad', { params: { id: 999_999 } });
    expect(answer.status).toBe(404);
    expect(!answer.ok && answer.error.code).toBe('NOT_FOUND');
  });

  it("given another user's launchpad id, then get and update answer 404 and nothing changes", async () => {
    const creator = await t.signIn('creator');
    const newcomer = await t.signIn('newcomer');
    const theirs = (await creator.ok('listLaunchpads')).items[0]!;
    expect((await newcomer.call('getLaunchpad', { params: { id: theirs.id } })).status).toBe(404);
    const update = await newcomer.call('updateLaunchpad', {
      params: { id: theirs.id },
      body: { name: '탈취', contractAddress: null, startAt: null, endAt: null },
    });
    expect(update.status).toBe(404);
    // The list alone says how many steps a 작성 중 launch has left.
    const { partsLeft: _, ...unchanged } = theirs;
    expect(await creator.ok('getLaunchpad', { params: { id: theirs.id } })).toEqual(unchanged);
    expect(await newcomer.ok('listLaunchpads')).toEqual({ items: [], total: 0 });
  });
});
