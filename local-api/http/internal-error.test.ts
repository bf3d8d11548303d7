import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/test-api';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('a real server fault', () => {
  it('given the database fails under a request, then 500 INTERNAL in Korean, and the cause is logged', async () => {
    const client = await t.signIn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    t.api.db.exec('DROP TABLE auction_preview_keys');
    const id = (await client.ok('listLaunchpads')).items[0]!.id;

    const answer = await client.call('createAuctionPreviewKey', { query: { launchpadId: id } });

    expect(answer.status).toBe(500);
    expect(!answer.ok && answer.error).toEqual({ code: 'INTERNAL', message: '서버에 일시적인 문제가 생겼습니다.' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain('POST /cl/creators-lab/v2/auctions/descriptions/key');
    expect(String(log.mock.calls[0]![1])).toMatch(/no such table/);
  });
});
