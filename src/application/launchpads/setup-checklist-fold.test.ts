import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { InMemoryDraftStore } from '../../../tests/fakes/in-memory-draft-store';
import { SetupChecklistFold } from './setup-checklist-fold';

function setup() {
  const store = new InMemoryDraftStore();
  const reporter = new FakeErrorReporter();
  return { store, reporter, fold: new SetupChecklistFold(store, new FixedClock(), reporter) };
}

describe('SetupChecklistFold', () => {
  it('keeps a fold per creator in the browser’s storage, and opening again forgets it', () => {
    const { store, fold } = setup();
    expect(fold.isFolded('u1')).toBe(false);
    fold.fold('u1');
    expect(fold.isFolded('u1')).toBe(true);
    expect(fold.isFolded('u2')).toBe(false);
    expect(store.entries.get('setup-checklist:u1:folded')).toMatchObject({
      version: 1,
      value: true,
      savedAt: '2026-11-23T09:00:00.000Z',
    });
    fold.open('u1');
    expect(fold.isFolded('u1')).toBe(false);
  });

  it('reads a checklist closed by the earlier version as folded, and it can be opened again', () => {
    const { store, fold } = setup();
    store.write('setup-checklist:u1:dismissed', { version: 1, savedAt: '2026-11-01T00:00:00.000Z', value: true });
    expect(fold.isFolded('u1')).toBe(true);
    fold.open('u1');
    expect(fold.isFolded('u1')).toBe(false);
    expect(store.entries.has('setup-checklist:u1:dismissed')).toBe(false);
  });

  it('reports storage that refuses, without throwing', () => {
    const { store, reporter, fold } = setup();
    store.full = true;
    expect(() => fold.fold('u1')).not.toThrow();
    expect(reporter.reports).toEqual([
      { error: expect.any(Error), context: { area: 'setup-checklist', action: 'fold' } },
    ]);
    expect(fold.isFolded('u1')).toBe(false);
  });
});
