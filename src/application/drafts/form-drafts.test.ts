import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { InMemoryDraftStore } from '../../../tests/fakes/in-memory-draft-store';
import { draftKey } from './draft-key';
import { DRAFT_MAX_AGE_MS, FormDrafts, TAB_DRAFTS_PER_RECORD, type DraftFormat } from './form-drafts';
import { FixedTabIdentity } from '../../../tests/fakes/fixed-tab-identity';

const format: DraftFormat<{ name: string }> = { form: 'creator', version: 2, schema: v.object({ name: v.string() }) };
const ref = { userId: 'creator', recordId: 7 };

function makeSut() {
  const store = new InMemoryDraftStore();
  const clock = new FixedClock('2026-11-23T09:00:00.000Z');
  const reporter = new FakeErrorReporter();
  /** Another tab of the same browser: the same storage and clock, its own id. */
  const tab = (id: string) => new FormDrafts(store, clock, reporter, new FixedTabIdentity(id));
  return { store, clock, reporter, tab, drafts: new FormDrafts(store, clock, reporter, new FixedTabIdentity()) };
}

describe('FormDrafts', () => {
  it('given a saved draft, when loaded, then the value and the clock time come back under the user and record key', () => {
    const { drafts, store, clock } = makeSut();
    expect(drafts.save(format, ref, { name: '김하늘' })).toBe(true);
    clock.advance(60_000);
    expect([...store.entries.keys()]).toEqual(['draft:creator:creator:7:tab-a']);
    expect(drafts.load(format, ref)).toEqual({
      value: { name: '김하늘' },
      savedAt: new Date('2026-11-23T09:00:00.000Z'),
      tab: 'tab-a',
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
    store.write(draftKey({ ...ref, form: 'creator' }, 'tab-a'), {
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

  it('given two tabs typing one record, then each keeps its own draft and neither overwrites the other', () => {
    const { drafts, tab, clock } = makeSut();
    const other = tab('tab-b');
    drafts.save(format, ref, { name: 'A의 글' });
    clock.advance(1_000);
    other.save(format, ref, { name: 'B의 글' });
    expect(drafts.load(format, ref)?.value).toEqual({ name: 'A의 글' });
    expect(other.load(format, ref)?.value).toEqual({ name: 'B의 글' });
    other.discard(format, ref);
    expect(drafts.load(format, ref)?.value).toEqual({ name: 'A의 글' });
  });

  it('given drafts of several tabs and one kept before drafts were per tab, then every one is offered, newest first, with its tab and time', () => {
    const { drafts, tab, clock, store } = makeSut();
    store.write(draftKey({ ...ref, form: 'creator' }), {
      version: 2,
      savedAt: clock.now().toISOString(),
      value: { name: '예전' },
    });
    clock.advance(1_000);
    tab('tab-b').save(format, ref, { name: 'B' });
    clock.advance(1_000);
    drafts.save(format, ref, { name: 'A' });
    drafts.save(format, { ...ref, recordId: 70 }, { name: '다른 레코드' });
    const offers = drafts.offers(format, ref);
    expect(offers.map((d) => [d.value.name, d.tab])).toEqual([
      ['A', 'tab-a'],
      ['B', 'tab-b'],
      ['예전', null],
    ]);
    expect(offers.map((d) => drafts.isMine(d))).toEqual([true, false, false]);
    drafts.discardDraft(format, ref, offers[1]!);
    expect(drafts.offers(format, ref).map((d) => d.value.name)).toEqual(['A', '예전']);
  });

  it('given more tabs’ drafts of one record than are kept, when offered, then the oldest go', () => {
    const { tab, clock, drafts } = makeSut();
    for (let i = 0; i < TAB_DRAFTS_PER_RECORD + 2; i += 1) {
      tab(`tab-${i}`).save(format, ref, { name: `글 ${i}` });
      clock.advance(1_000);
    }
    expect(drafts.offers(format, ref).map((d) => d.value.name)).toEqual(['글 6', '글 5', '글 4', '글 3', '글 2']);
    expect(tab('tab-0').load(format, ref)).toBeNull();
  });

  it('given a per-browser format (a deploy in flight), then every tab reads and replaces the one record', () => {
    const { drafts, tab } = makeSut();
    const deploy = { ...format, perBrowser: true };
    drafts.save(deploy, ref, { name: '배포' });
    expect(tab('tab-b').load(deploy, ref)?.value).toEqual({ name: '배포' });
    tab('tab-b').discard(deploy, ref);
    expect(drafts.load(deploy, ref)).toBeNull();
  });
});
