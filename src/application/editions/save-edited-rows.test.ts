import { describe, expect, it } from 'vitest';
import { FakeContractsApi } from '../../../tests/fakes/fake-contracts-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { sampleTokens } from '../../../tests/fakes/sample-data';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import { NetworkError, UnauthorizedError, ValidationError } from '../errors/app-error';
import { LaunchGuard } from '../launchpads/launch-lock';
import { LaunchpadCache } from '../launchpads/launchpad-cache';
import { SaveEditedRows } from './save-edited-rows';
import { SaveEditions } from './save-editions';
import { TokenVersions } from './token-versions';

function makeSut() {
  const api = new FakeCreatorsServer();
  api.launchpad(1).status = 'DRAFT';
  const reporter = new FakeErrorReporter();
  const cache = new InMemoryReadCache();
  const saveEditions = new SaveEditions(
    new FakeContractsApi(api),
    new LaunchpadCache(cache),
    new LaunchGuard(cache, new FakeLaunchpadsApi(api)),
    new TokenVersions(),
  );
  return { api, reporter, sut: new SaveEditedRows(saveEditions, reporter) };
}
/** Rows named by letter, each with its token. */
const rows = (count: number) => sampleTokens(count).map((token, i) => ({ row: String.fromCharCode(97 + i), token }));

describe('SaveEditedRows', () => {
  it('given every row accepted, then all are saved and nothing is reported', async () => {
    const { reporter, sut } = makeSut();
    const progress: number[] = [];
    const result = await sut.execute(1, rows(3), (done) => progress.push(done));
    expect(result).toEqual({
      saved: ['a', 'b', 'c'],
      refused: [],
      conflicted: [],
      outcome: { kind: 'saved', saved: 3, conflicted: 0 },
    });
    expect(progress).toEqual([3]);
    expect(reporter.reports).toEqual([]);
  });

  it('given a row the server refuses at its image, then that row is refused at the image cell, the others saved, and it is reported once', async () => {
    const { api, reporter, sut } = makeSut();
    api.failNext(new ValidationError('허용되지 않는 링크입니다.', 'tokens.1.imageUrl'), 'upsertSingleTokens');
    const result = await sut.execute(1, rows(3));
    expect(result.saved).toEqual(['a', 'c']);
    expect(result.refused).toEqual([{ row: 'b', column: 'image', message: '허용되지 않는 링크입니다.' }]);
    expect(result.outcome).toMatchObject({ kind: 'partly', saved: 2, failed: 1, refused: true });
    expect(reporter.reports).toEqual([
      { error: expect.any(ValidationError), context: { area: 'editions', action: 'save', failed: 1, saved: 2 } },
    ]);
  });

  it('given a batch lost in transit twice, then its rows are not refused but failed, to be saved again', async () => {
    const { api, sut } = makeSut();
    api.failNext(new NetworkError('offline'), 'upsertSingleTokens');
    api.failNext(new NetworkError('offline'), 'upsertSingleTokens');
    const result = await sut.execute(1, rows(2));
    expect(result.refused).toEqual([]);
    expect(result.outcome).toMatchObject({ kind: 'partly', saved: 0, failed: 2, refused: false });
  });

  it('given the session ended, then nothing is saved, the save failed and is reported', async () => {
    const { api, reporter, sut } = makeSut();
    api.failNext(new UnauthorizedError('expired'), 'upsertSingleTokens');
    const result = await sut.execute(1, rows(2));
    expect(result).toEqual({
      saved: [],
      refused: [],
      conflicted: [],
      outcome: { kind: 'failed', error: expect.any(UnauthorizedError) },
    });
    expect(reporter.reports).toEqual([
      { error: expect.any(UnauthorizedError), context: { area: 'editions', action: 'save' } },
    ]);
  });
});
