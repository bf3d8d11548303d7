import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import { NetworkError } from '../../application/errors/app-error';
import { SetupGuide } from '../../application/launchpads/setup-guide';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { setupTaskAction } from './setup-task-action';

function makeSut(launchpads: ReturnType<typeof sampleLaunchpad>[]) {
  const api = new FakeCreatorsServer();
  api.launchpads = launchpads;
  const reporter = new FakeErrorReporter();
  const guide = new SetupGuide(new InMemoryReadCache(), new FakeLaunchpadsApi(api), reporter);
  return { api, reporter, guide };
}

describe('a setup task’s toast: 체크리스트로 돌아가기', () => {
  it('given no launch in review yet (none, or drafts only), then it offers the way back to the list’s checklist', async () => {
    for (const launchpads of [[], [sampleLaunchpad({ status: 'DRAFT' })]]) {
      const { guide } = makeSut(launchpads);
      expect(await setupTaskAction(guide)).toEqual({
        label: '체크리스트로 돌아가기',
        to: '/launchpads#setup-checklist',
      });
    }
  });

  it('given a launch in review or further on, then nothing: the checklist is gone', async () => {
    const { guide } = makeSut([sampleLaunchpad({ status: 'DRAFT' }), sampleLaunchpad({ id: 2, status: 'IN_REVIEW' })]);
    expect(await setupTaskAction(guide)).toBeNull();
  });

  it('given the list cannot be read, then nothing offered, and the failure reported', async () => {
    const { api, reporter, guide } = makeSut([]);
    api.failNext(new NetworkError('down'), 'listLaunchpads');
    expect(await setupTaskAction(guide)).toBeNull();
    expect(reporter.reports.map((r) => r.context)).toEqual([{ area: 'setup-checklist', action: 'read-launchpads' }]);
  });
});
