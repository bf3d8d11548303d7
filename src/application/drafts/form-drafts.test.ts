import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { InMemoryDraftStore } from '../../../tests/fakes/in-memory-draft-store';
import { draftKey } from './draft-key';
import { DRAFT_MAX_AGE_MS, FormDrafts, type DraftFormat } from './form-drafts';

const format: DraftFormat<{ name: string }> = { form: 'creator', version: 2, schema: v.object({ name: v.string() }) };
const ref = { userId: 'creator', recordId: 7 };

function makeSut() {
  const store = new InMemoryDraftStore();
  const clock = new FixedClock('2026-11-23T09:00:00.000Z');
  const reporter = new FakeErrorReporter();
  return { store, clock, reporter, drafts: new FormDrafts(store, clock, reporter) };
}

describe('FormDrafts', () => {
  it('given a saved draft, when loaded, then the value and the clock time come back under the user and record key', () => {
    const { drafts, store, clock } = makeSut();
    expect(drafts.save(format, ref, { name: '김하늘' })).toBe(true);
    clock.advance(60_000);
    expect([...store.entries.keys()]).toEqual(['draft:creator:creator:7']);
    expect(drafts.load(format, ref)).toEqual({
      value: { name: '김하늘' },
      savedAt: new Date('2026-11-23T09:00:00.000Z'),
    });
  });

  it('given a draft of another user or record, when loaded, then there is none', () => {
    const { drafts } = makeSut();
    drafts.save(format, ref, { name: '김하늘' });
    expect(drafts.load(format, { ...ref, userId: 'newcomer' })).toBeNull();
    expect(drafts.load(format, { ...ref, recordId: 8 })).toBeNull();
  });

  it('given a draft of an older format version, when loaded, then it is dropped', () => {
    const { drafts, store } = makeSut();
    drafts.save({ ...format, version: 1 }, ref, { name: '옛날' });
    expect(drafts.load(format, ref)).toBeNull();
    expect(store.entries.size).toBe(0);
  });

  it('given a stored value that does not fit the schema, when loaded, then it is dropped', () => {
    const { drafts, store } = makeSut();
    store.write(draftKey({ ...ref, form: 'creator' }), {
      version: 2,
      savedAt: '2026-11-23T09:00:00.000Z',
      value: { name: 42 },
    });
    expect(drafts.load(format, ref)).toBeNull();
    expect(store.entries.size).toBe(0);
  });

  it('given a draft older than the maximum age, when loaded, then it is dropped', () => {
    const { drafts, clock } = makeSut();
    drafts.save(format, ref, { name: '김하늘' });
    clock.advance(DRAFT_MAX_AGE_MS + 1);
    expect(drafts.load(format, ref)).toBeNull();
  });

  it('given a full storage, when saved, then it answers false and reports the failure', () => {
    const { drafts, store, reporter } = makeSut();
    store.full = true;
    expect(drafts.save(format, ref, { name: '김하늘' })).toBe(false);
    expect(reporter.reports).toHaveLength(1);
    expect(reporter.reports[0]?.context).toEqual({ area: 'drafts', form: 'creator' });
  });

  it('given drafts of two users, when one user’s drafts are discarded, then the other keeps theirs', () => {
    const { drafts } = makeSut();
    drafts.save(format, ref, { name: 'a' });
    drafts.save(format, { ...ref, recordId: 8 }, { name: 'b' });
    drafts.save(format, { ...ref, userId: 'newcomer' }, { name: 'c' });
    drafts.discardAllOf('creator');
    expect(drafts.load(format, ref)).toBeNull();
    expect(drafts.load(format, { ...ref, userId: 'newcomer' })?.value).toEqual({ name: 'c' });
    drafts.discard(format, { ...ref, userId: 'newcomer' });
    expect(drafts.load(format, { ...ref, userId: 'newcomer' })).toBeNull();
  });
});
