import { describe, expect, it } from 'vitest';
import { UnexpectedError, ValidationError } from '../../../application/errors/app-error';
import { FakeErrorReporter } from '../../../../tests/fakes/fake-error-reporter';
import { FakeNotices } from '../../../../tests/fakes/fake-notices';
import { FormSubmission } from './form-submission';

function setup() {
  const reporter = new FakeErrorReporter();
  const notices = new FakeNotices();
  const placed: unknown[] = [];
  const submission = new FormSubmission({
    reporter,
    notices,
    place: (error) => placed.push(error) > 0 && error instanceof ValidationError,
    context: { area: 'test', action: 'save' },
    failureTitle: '저장하지 못했습니다.',
  });
  return { reporter, notices, placed, submission };
}

describe('FormSubmission', () => {
  it('given a save in flight, refuses a second one and is busy until it ends', async () => {
    const { submission } = setup();
    let finish!: (value: string) => void;
    const first = submission.run(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(submission.busy).toBe(true);
    expect(await submission.run(async () => 'second')).toBeNull();
    finish('first');
    expect(await first).toBe('first');
    expect(submission.busy).toBe(false);
  });

  it('given a failure, reports it once, places it at its field and shows a toast, then is free again', async () => {
    const { submission, reporter, notices, placed } = setup();
    const refusal = new ValidationError('이미 있는 이름입니다.', 'name', { status: 400 });
    expect(await submission.run(() => Promise.reject(refusal))).toBeNull();
    expect(reporter.reports).toEqual([{ error: refusal, context: { area: 'test', action: 'save' } }]);
    expect(placed).toEqual([refusal]);
    expect(notices.shown).toEqual([{ kind: 'failure', message: '저장하지 못했습니다.', error: refusal }]);
    expect(submission.busy).toBe(false);
    expect(await submission.run(() => Promise.reject(new UnexpectedError('boom', 500)))).toBeNull();
    expect(reporter.reports).toHaveLength(2);
  });

  it('given details for one save, reports them with the form context', async () => {
    const { submission, reporter } = setup();
    const failure = new UnexpectedError('boom', 500);
    await submission.run(() => Promise.reject(failure), { recordId: 7 });
    expect(reporter.reports).toEqual([{ error: failure, context: { area: 'test', action: 'save', recordId: 7 } }]);
  });
});
