import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeErrorReporter } from '../../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../../tests/fakes/fixed-clock';
import { InMemoryDraftStore } from '../../../../tests/fakes/in-memory-draft-store';
import { FormDrafts, type DraftFormat } from '../../../application/drafts/form-drafts';
import { FormDraft } from './form-draft';
import { FixedTabIdentity } from '../../../../tests/fakes/fixed-tab-identity';

interface Values {
  name: string;
  bio: string;
}
const format: DraftFormat<Values> = {
  form: 'profile',
  version: 1,
  schema: v.object({ name: v.string(), bio: v.string() }),
};
const owner = { userId: 'creator', recordId: 1 };
const saved: Values = { name: '김하늘', bio: '' };

function makeSut() {
  const store = new InMemoryDraftStore();
  const clock = new FixedClock();
  const reporter = new FakeErrorReporter();
  const drafts = new FormDrafts(store, clock, reporter, new FixedTabIdentity());
  const form = () => new FormDraft(drafts, format, { name: '', bio: '' }, 400);
  /** The same form in another tab of the same browser. */
  const inTab = (id: string) =>
    new FormDraft(new FormDrafts(store, clock, reporter, new FixedTabIdentity(id)), format, { name: '', bio: '' }, 400);
  return { store, clock, reporter, drafts, form, inTab };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('FormDraft', () => {
  it('given an opened form, when the creator types, then the draft is written once after the pause and the form is dirty', () => {
    const { store, form } = makeSut();
    const sut = form();
    sut.open(owner, saved);
    sut.set('bio', '빛');
    sut.set('bio', '빛과 도시');
    expect(store.writes).toBe(0);
    vi.advanceTimersByTime(400);
    expect(store.writes).toBe(1);
    expect(sut.isDirty).toBe(true);
    expect(store.read('draft:creator:profile:1:tab-a')?.value).toEqual({ name: '김하늘', bio: '빛과 도시' });
  });

  it('given a draft from before a reload, when opened, then it is offered but not applied, and restore applies it', () => {
    const { form } = makeSut();
    const before = form();
    before.open(owner, saved);
    before.set('bio', '다시 쓴 소개');
    before.flush();

    const after = form();
    after.open(owner, saved);
    expect(after.values).toEqual(saved);
    expect(after.offer?.value).toEqual({ name: '김하늘', bio: '다시 쓴 소개' });
    after.restore();
    expect(after.values.bio).toBe('다시 쓴 소개');
    expect(after.offer).toBeNull();
    expect(after.isDirty).toBe(true);
  });

  it('given an offered draft, when discarded, then it is gone from storage and the saved values stay', () => {
    const { store, form } = makeSut();
    const before = form();
    before.open(owner, saved);
    before.set('name', '하늘');
    before.flush();
    const after = form();
    after.open(owner, saved);
    after.discard();
    expect(after.values).toEqual(saved);
    expect(store.entries.size).toBe(0);
    expect(form().offer).toBeNull();
  });

  it('given a pending offer, when the creator types first and then discards, then the new typing is kept as the draft', () => {
    const { store, form } = makeSut();
    const before = form();
    before.open(owner, saved);
    before.set('name', '옛 초안');
    before.flush();
    const after = form();
    after.open(owner, saved);
    after.set('bio', '새로 쓴 글');
    after.discard();
    vi.advanceTimersByTime(400);
    expect(after.values).toEqual({ name: '김하늘', bio: '새로 쓴 글' });
    expect(store.read('draft:creator:profile:1:tab-a')?.value).toEqual({ name: '김하늘', bio: '새로 쓴 글' });
  });

  it('given a successful save, when committed, then the draft is gone and the form is clean', () => {
    const { store, form } = makeSut();
    const sut = form();
    sut.open(owner, saved);
    sut.set('bio', '저장될 글');
    sut.flush();
    sut.commit({ ...saved, bio: '저장될 글' });
    vi.advanceTimersByTime(1000);
    expect(store.entries.size).toBe(0);
    expect(sut.isDirty).toBe(false);
  });

  it('given the creator types back the saved value, when the pause ends, then no draft is left', () => {
    const { store, form } = makeSut();
    const sut = form();
    sut.open(owner, saved);
    sut.set('bio', 'x');
    sut.flush();
    sut.set('bio', '');
    vi.advanceTimersByTime(400);
    expect(store.entries.size).toBe(0);
  });

  it('given a stored draft equal to the saved record, when opened, then nothing is offered', () => {
    const { drafts, form } = makeSut();
    drafts.save(format, owner, saved);
    expect(
      (() => {
        const sut = form();
        sut.open(owner, saved);
        return sut.offer;
      })(),
    ).toBeNull();
  });

  it('given a typed value and the page is hidden, when pagehide fires, then the draft is written at once', () => {
    const { store, form } = makeSut();
    const sut = form();
    const stop = sut.start();
    sut.open(owner, saved);
    sut.set('name', '급히 닫기');
    window.dispatchEvent(new Event('pagehide'));
    expect(store.writes).toBe(1);
    stop();
  });

  it('given a full storage, when the draft is written, then the form says storage fails and keeps the values', () => {
    const { store, reporter, form } = makeSut();
    store.full = true;
    const sut = form();
    sut.open(owner, saved);
    sut.set('name', '꽉 찬 저장소');
    sut.flush();
    expect(sut.storageWorks).toBe(false);
    expect(sut.values.name).toBe('꽉 찬 저장소');
    expect(reporter.reports).toHaveLength(1);
  });

  it('given a refetch while nothing is typed, when rebased, then the new saved values show; with typing they stay', () => {
    const { form } = makeSut();
    const sut = form();
    sut.open(owner, saved);
    sut.rebase({ ...saved, bio: '서버' });
    expect(sut.values.bio).toBe('서버');
    sut.set('name', '입력 중');
    sut.rebase({ ...saved, bio: '서버 2' });
    expect(sut.values).toEqual({ name: '입력 중', bio: '서버' });
  });

  it('given two tabs typing, when both write their drafts, then each tab’s text is kept and a reload offers both, newest first', () => {
    const { clock, form, inTab } = makeSut();
    const a = form();
    const b = inTab('tab-b');
    a.open(owner, saved);
    b.open(owner, saved);
    a.set('bio', 'A가 쓴 글');
    vi.advanceTimersByTime(400);
    clock.advance(60_000);
    b.set('bio', 'B가 쓴 글');
    vi.advanceTimersByTime(400);
    const reloaded = inTab('tab-b');
    reloaded.open(owner, saved);
    expect(reloaded.offers.map((d) => d.value.bio)).toEqual(['B가 쓴 글', 'A가 쓴 글']);
    reloaded.restore(reloaded.offers[1]);
    expect(reloaded.values.bio).toBe('A가 쓴 글');
    // Taken over: it is now tab B's draft, and tab A's key is gone (not offered twice).
    const again = form();
    again.open(owner, saved);
    expect(again.offers.map((d) => [d.value.bio, d.tab])).toEqual([['A가 쓴 글', 'tab-b']]);
  });

  it('given 최신 내용 불러오기 in one tab, when another tab types and this one reloads, then this tab’s text is still offered', () => {
    const { clock, form, inTab } = makeSut();
    const b = inTab('tab-b');
    b.open(owner, saved);
    b.set('bio', 'B가 지킨 글');
    b.takeLatest({ name: '김하늘', bio: '최신' }, clock.now());
    expect(b.offers.map((d) => d.value.bio)).toEqual(['B가 지킨 글']);
    const a = form();
    a.open(owner, { name: '김하늘', bio: '최신' });
    a.set('bio', 'A가 새로 쓴 글');
    vi.advanceTimersByTime(400);
    const reloaded = inTab('tab-b');
    reloaded.open(owner, { name: '김하늘', bio: '최신' });
    expect(reloaded.offers.map((d) => d.value.bio).sort()).toEqual(['A가 새로 쓴 글', 'B가 지킨 글']);
  });

  it('given offers of two tabs, when 버리기, then both go; a save in one tab leaves the other tab’s draft', () => {
    const { form, inTab, store } = makeSut();
    for (const [tab, bio] of [
      ['tab-a', 'A'],
      ['tab-b', 'B'],
    ] as const) {
      const typing = tab === 'tab-a' ? form() : inTab(tab);
      typing.open(owner, saved);
      typing.set('bio', bio);
      typing.flush();
    }
    const a = form();
    a.open(owner, saved);
    a.commit({ ...saved, bio: '저장됨' });
    expect([...store.entries.keys()]).toEqual(['draft:creator:profile:1:tab-b']);
    const c = inTab('tab-c');
    c.open(owner, { ...saved, bio: '저장됨' });
    c.discard();
    expect(store.entries.size).toBe(0);
  });
});
