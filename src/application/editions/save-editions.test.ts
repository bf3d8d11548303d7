import { describe, expect, it } from 'vitest';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import { FakeContractsApi } from '../../../tests/fakes/fake-contracts-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { NetworkError, UnauthorizedError, ValidationError } from '../errors/app-error';
import { LaunchGuard, LaunchLockedError } from '../launchpads/launch-lock';
import { LaunchpadCache } from '../launchpads/launchpad-cache';
import { launchpadKeys } from '../reads/launchpad-reads';
import { EDITION_BATCH_SIZE, editionColumnOf, SaveEditions } from './save-editions';
import { sampleTokens } from '../../../tests/fakes/sample-data';
import { TokenVersions } from './token-versions';

function makeSut() {
  const api = new FakeCreatorsServer();
  // The sample's launchpad 1 is on sale (read-only): these tokens are saved to one 작성 중.
  api.launchpad(1).status = 'DRAFT';
  const client = new InMemoryReadCache();
  const guard = new LaunchGuard(client, new FakeLaunchpadsApi(api));
  const versions = new TokenVersions();
  const sut = new SaveEditions(new FakeContractsApi(api), new LaunchpadCache(client), guard, versions);
  return { api, client, versions, sut };
}

describe('SaveEditions', () => {
  it('sends the tokens in batches of at most EDITION_BATCH_SIZE, reporting progress', async () => {
    const { api, sut } = makeSut();
    const progress: number[] = [];
    const result = await sut.execute(1, sampleTokens(1_200, 0), { onProgress: (done) => progress.push(done) });
    expect(api.callsOf('upsertSingleTokens').map(([input]) => (input as { tokens: unknown[] }).tokens.length)).toEqual([
      500, 500, 200,
    ]);
    expect(EDITION_BATCH_SIZE).toBeLessThanOrEqual(1_000);
    expect(progress).toEqual([500, 1_000, 1_200]);
    expect(result.saved).toHaveLength(1_200);
    expect(api.singleTokens.get(1)).toHaveLength(1_200);
  });

  it('sends a batch that failed in transit once more', async () => {
    const { api, sut } = makeSut();
    api.failNext(new NetworkError('offline'), 'upsertSingleTokens');
    const result = await sut.execute(1, sampleTokens(10, 0));
    expect(result).toEqual({ saved: sampleTokens(10, 0).map((_, i) => i), conflicts: [], failed: [], skipped: [] });
  });

  it('fails only the token the server names and saves the rest of its batch and the other batches', async () => {
    const { api, sut } = makeSut();
    api.failNext(new ValidationError('항목이 200자를 넘어갑니다.', 'tokens.3.name'), 'upsertSingleTokens');
    const result = await sut.execute(1, sampleTokens(EDITION_BATCH_SIZE + 5, 0));
    expect(result.failed).toEqual([{ index: 3, error: expect.any(ValidationError), field: 'name' }]);
    expect(result.saved).toHaveLength(EDITION_BATCH_SIZE + 4);
    expect(api.singleTokens.get(1)?.some((t) => t.tokenId === 3)).toBe(false);
  });

  it('reports a batch that keeps failing per token and still sends the next batch', async () => {
    const { api, sut } = makeSut();
    api.failNext(new NetworkError('offline'), 'upsertSingleTokens');
    api.failNext(new NetworkError('offline'), 'upsertSingleTokens');
    const result = await sut.execute(1, sampleTokens(EDITION_BATCH_SIZE + 2, 0));
    expect(result.failed).toHaveLength(EDITION_BATCH_SIZE);
    expect(result.saved).toEqual([EDITION_BATCH_SIZE, EDITION_BATCH_SIZE + 1]);
  });

  it('stops when the session ended, and skips what is left after a cancel', async () => {
    const { api, sut } = makeSut();
    api.failNext(new UnauthorizedError('expired'), 'upsertSingleTokens');
    await expect(sut.execute(1, sampleTokens(3, 0))).rejects.toBeInstanceOf(UnauthorizedError);
    const controller = new AbortController();
    controller.abort();
    expect(await sut.execute(1, sampleTokens(3, 0), { signal: controller.signal })).toEqual({
      saved: [],
      conflicts: [],
      failed: [],
      skipped: [0, 1, 2],
    });
  });

  it('puts the saved tokens into the cached list (by id) and marks it stale, asking for no refetch of its 10,000 tokens now', async () => {
    const { api, client, sut } = makeSut();
    client.setQueryData(launchpadKeys.contractMetadata(1), { contract: null, tokens: sampleTokens(2, 1) });
    api.failNext(new ValidationError('이름: 항목이 200자를 넘어갑니다.', 'tokens.0.name'), 'upsertSingleTokens');
    const sent = [
      { ...sampleTokens(1, 0)[0]!, name: '거절될 토큰' },
      { ...sampleTokens(1, 2)[0]!, name: '고친 토큰' },
    ];
    await sut.execute(1, sent);
    expect(client.getQueryData(launchpadKeys.contractMetadata(1))).toEqual({
      contract: null,
      tokens: [sampleTokens(1, 1)[0], { ...sampleTokens(1, 2)[0], name: '고친 토큰' }],
    });
    expect(client.getQueryState(launchpadKeys.contractMetadata(1))?.isInvalidated).toBe(true);
    // The list's row (steps left) is read again when next shown, as after every step's save.
    expect(client.invalidations).toEqual([
      { key: launchpadKeys.contractMetadata(1), exact: false, refetch: false },
      { key: launchpadKeys.list(), exact: true, refetch: false },
    ]);
    expect(api.callsOf('getContractMetadata')).toHaveLength(0);
  });

  it('names the editor column of the token field the server refused', () => {
    expect(editionColumnOf('imageUrl')).toBe('image');
    expect(editionColumnOf('name')).toBe('name');
    expect(editionColumnOf(null)).toBe('tokenId');
    expect(editionColumnOf('unknown')).toBe('tokenId');
  });

  it('given a launch from 승인됨 on, then nothing is sent: refused with the API’s sentence, the cache left alone', async () => {
    const { api, client, sut } = makeSut();
    api.launchpad(1).status = 'ENDED';
    const saving = sut.execute(1, sampleTokens(3, 0));
    await expect(saving).rejects.toBeInstanceOf(LaunchLockedError);
    await expect(saving).rejects.toMatchObject({ userMessage: '승인된 뒤에는 런치패드를 수정할 수 없습니다.' });
    expect(api.callsOf('upsertSingleTokens')).toHaveLength(0);
    expect(client.invalidations).toEqual([]);
  });

  it('given versions the editor loaded, then each token is sent on its own; one saved elsewhere since comes back as a conflict and the rest save', async () => {
    const { api, versions, sut } = makeSut();
    const loaded = sampleTokens(3, 0).map((t) => ({ ...t, updatedAt: '2026-11-20T00:00:00.000Z' }));
    api.singleTokens.set(1, loaded);
    versions.loaded(1, loaded);
    api.singleTokens.set(
      1,
      loaded.map((t, i) => (i === 1 ? { ...t, name: '다른 탭', updatedAt: '2026-11-23T00:00:00.000Z' } : t)),
    );
    const edited = loaded.map(({ updatedAt: _, ...t }) => ({ ...t, name: `${t.name} 고침` }));
    const result = await sut.execute(1, [...edited, { ...edited[0]!, tokenId: 9 }]);
    expect(result.saved).toEqual([0, 2, 3]);
    expect(result.conflicts).toEqual([{ index: 1, current: expect.objectContaining({ name: '다른 탭' }) }]);
    const sent = (api.callsOf('upsertSingleTokens')[0]?.[0] as { tokens: { baseUpdatedAt?: string | null }[] }).tokens;
    expect(sent.map((t) => t.baseUpdatedAt)).toEqual([...Array(3).fill('2026-11-20T00:00:00.000Z'), null]);
    // What this tab saved is its new base: the next save of it is not a conflict.
    expect(versions.baseOf(1, 0)).toBe(api.singleTokens.get(1)?.[0]?.updatedAt);
    sut.saveOver(1, [{ tokenId: 1, current: result.conflicts[0]!.current }]);
    expect((await sut.execute(1, [edited[1]!])).saved).toEqual([0]);
  });
});
