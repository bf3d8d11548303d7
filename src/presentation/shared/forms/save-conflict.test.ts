import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../../tests/fakes/fixed-clock';
import { flush } from '../../../../tests/support/flush';
import { NetworkError, ValidationError } from '../../../application/errors/app-error';
import { SaveConflictFlow } from './save-conflict';

interface Note {
  text: string;
  updatedAt: string | null;
}
const conflict = () =>
  new ValidationError('다른 곳에서 먼저 저장된 내용이 있습니다.', 'baseUpdatedAt', { status: 409 });

function makeSut(latest: () => Promise<Note | null>) {
  const taken: { values: string; now: Date }[] = [];
  const reporter = new FakeErrorReporter();
  const clock = new FixedClock('2026-11-23T09:00:00.000Z');
  const flow = new SaveConflictFlow<string, Note, 'draft' | 'submit'>({
    form: { takeLatest: (values, now) => taken.push({ values, now }) },
    clock,
    reporter,
    context: { area: 'notes' },
    readLatest: latest,
    versionOf: (note) => note.updatedAt,
    valuesOf: (note) => note?.text ?? '',
  });
  return { flow, taken, reporter };
}

const theirs: Note = { text: '다른 탭의 글', updatedAt: '2026-11-23T08:59:00.000Z' };

describe('SaveConflictFlow', () => {
  it('given a record loaded, then each save sends its version; typed changes stay based on what they were typed over', () => {
    const { flow } = makeSut(async () => theirs);
    flow.loaded({ text: '처음', updatedAt: '2026-11-23T08:00:00.000Z' }, true);
    flow.loaded(theirs, false);
    expect(flow.begin('draft')).toBe('2026-11-23T08:00:00.000Z');
    flow.saved('2026-11-23T09:00:00.000Z');
    expect(flow.begin('submit')).toBe('2026-11-23T09:00:00.000Z');
  });

  it('given a refusal that is not a conflict, then it is not placed', () => {
    const { flow } = makeSut(async () => theirs);
    flow.begin('draft');
    expect(flow.place(new ValidationError('잘못된 값', 'text', { status: 400 }))).toBe(false);
    expect(flow.phase).toEqual({ kind: 'none' });
  });

  it('given a conflict, then it reads the latest and asks with both times; 덮어쓰기 repeats the refused save on the latest version', async () => {
    const { flow } = makeSut(async () => theirs);
    flow.loaded(null, true);
    flow.begin('submit');
    expect(flow.place(conflict())).toBe(true);
    expect(flow.phase).toEqual({ kind: 'reading', mineAt: null, repeat: 'submit' });
    expect(flow.overwrite()).toBeNull();
    await flush();
    expect(flow.phase).toEqual({ kind: 'asking', mineAt: null, latestAt: theirs.updatedAt, repeat: 'submit' });
    expect(flow.overwrite()).toBe('submit');
    expect(flow.begin('submit')).toBe(theirs.updatedAt);
    expect(flow.phase).toEqual({ kind: 'none' });
  });

  it('given a conflict, when 최신 내용 불러오기, then the form takes the latest at the clock’s time and the base moves to it', async () => {
    const { flow, taken } = makeSut(async () => theirs);
    flow.loaded(null, true);
    flow.begin('draft');
    flow.place(conflict());
    expect(flow.loadLatest()).toBe(false);
    await flush();
    expect(flow.loadLatest()).toBe(true);
    expect(taken).toEqual([{ values: '다른 탭의 글', now: new Date('2026-11-23T09:00:00.000Z') }]);
    expect(flow.begin('draft')).toBe(theirs.updatedAt);
  });

  it('given the latest cannot be read, then the dialog closes, the failure is reported and nothing else changes', async () => {
    const { flow, reporter, taken } = makeSut(() => Promise.reject(new NetworkError('down')));
    flow.loaded(null, true);
    flow.begin('draft');
    flow.place(conflict());
    await flush();
    expect(flow.phase).toEqual({ kind: 'none' });
    expect(reporter.reports[0]?.context).toEqual({ area: 'notes', action: 'read-latest' });
    expect(taken).toEqual([]);
    expect(flow.begin('draft')).toBeNull();
  });

  it('given 닫기 while reading, then a late answer does not open the dialog again', async () => {
    const { flow } = makeSut(async () => theirs);
    flow.begin('draft');
    flow.place(conflict());
    flow.dismiss();
    await flush();
    expect(flow.phase).toEqual({ kind: 'none' });
  });
});
