import { describe, expect, it } from 'vitest';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import { FakeContractsApi } from '../../../tests/fakes/fake-contracts-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { NetworkError, UnauthorizedError, ValidationError } from '../errors/app-error';
import { LaunchpadCache } from '../launchpads/launchpad-cache';
import { launchpadKeys } from '../reads/launchpad-reads';
import { EDITION_BATCH_SIZE, editionColumnOf, SaveEditions } from './save-editions';
import { sampleTokens } from '../../../tests/fakes/sample-data';

function makeSut() {
  const api = new FakeCreatorsServer();
  const client = new InMemoryReadCache();
  return { api, client, sut: new SaveEditions(new FakeContractsApi(api), new LaunchpadCache(client)) };
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
    expect(result).toEqual({ saved: sampleTokens(10, 0).map((_, i) => i), failed: [], skipped: [] });
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
      failed: [],
      skipped: [0, 1, 2],
    });
  });

  it('marks the token list stale after a save, asking for no refetch of its 10,000 tokens now', async () => {
    const { api, client, sut } = makeSut();
    client.setQueryData(launchpadKeys.contractMetadata(1), { contract: null, tokens: [] });
    await sut.execute(1, sampleTokens(2, 0));
    expect(client.getQueryState(launchpadKeys.contractMetadata(1))?.isInvalidated).toBe(true);
    expect(client.invalidations).toEqual([{ key: launchpadKeys.contractMetadata(1), exact: false, refetch: false }]);
    expect(api.callsOf('getContractMetadata')).toHaveLength(0);
  });

  it('names the editor column of the token field the server refused', () => {
    expect(editionColumnOf('imageUrl')).toBe('image');
    expect(editionColumnOf('name')).toBe('name');
    expect(editionColumnOf(null)).toBe('tokenId');
    expect(editionColumnOf('unknown')).toBe('tokenId');
  });
});
