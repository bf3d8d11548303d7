import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { InMemoryDraftStore } from '../../../tests/fakes/in-memory-draft-store';
import { SetupChecklistDismissal } from './setup-checklist-dismissal';

function setup() {
  const store = new InMemoryDraftStore();
  const reporter = new FakeErrorReporter();
  return { store, reporter, dismissal: new SetupChecklistDismissal(store, new FixedClock(), reporter) };
}

describe('SetupChecklistDismissal', () => {
  it('keeps a dismissal per creator, in the browser’s storage', () => {
    const { store, dismissal } = setup();
    expect(dismissal.isDismissed('u1')).toBe(false);
    dismissal.dismiss('u1');
    expect(dismissal.isDismissed('u1')).toBe(true);
    expect(dismissal.isDismissed('u2')).toBe(false);
    expect(store.entries.get('setup-checklist:u1:dismissed')).toMatchObject({
      version: 1,
      value: true,
      savedAt: '2026-11-23T09:00:00.000Z',
    });
  });

  it('reports storage that refuses, without throwing', () => {
    const { store, reporter, dismissal } = setup();
    store.full = true;
    expect(() => dismissal.dismiss('u1')).not.toThrow();
    expect(reporter.reports).toEqual([
      { error: expect.any(Error), context: { area: 'setup-checklist', action: 'dismiss' } },
    ]);
    expect(dismissal.isDismissed('u1')).toBe(false);
  });
});
