import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeErrorReporter } from '../../../../tests/fakes/fake-error-reporter';
import { FakeNotices } from '../../../../tests/fakes/fake-notices';
import { FixedClock } from '../../../../tests/fakes/fixed-clock';
import { InMemoryDraftStore } from '../../../../tests/fakes/in-memory-draft-store';
import { FormDrafts, type DraftFormat } from '../../../application/drafts/form-drafts';
import { NetworkError, ValidationError } from '../../../application/errors/app-error';
import { requiredText } from '../../../domain/validation/common';
import { xLinkSchema } from '../../../domain/validation/rules';
import { EditForm } from './edit-form';
import { FixedTabIdentity } from '../../../../tests/fakes/fixed-tab-identity';

interface Values {
  name: string;
  x: string;
}
const fields = ['name', 'x'] as const;
const format: DraftFormat<Values> = {
  form: 'profile',
  version: 1,
  schema: v.object({ name: v.string(), x: v.string() }),
};
const rules = v.object({ name: requiredText(20), x: xLinkSchema });
const draftRules = v.object({ name: v.string(), x: xLinkSchema });
const owner = { userId: 'creator', recordId: 3 };
const saved: Values = { name: '김하늘', x: '' };

function makeSut(options: { picked?: () => boolean } = {}) {
  const store = new InMemoryDraftStore();
  const reporter = new FakeErrorReporter();
  const notices = new FakeNotices();
  const drafts = new FormDrafts(store, new FixedClock(), reporter, new FixedTabIdentity());
  const elsewhere: unknown[] = [];
  const make = () =>
    new EditForm<Values, (typeof fields)[number]>({
      drafts,
      format,
      empty: { name: '', x: '' },
      schema: rules,
      fields,
      reporter,
      notices,
      context: { area: 'test', action: 'save' },
      failureTitle: '저장하지 못했습니다.',
      fieldOf: (field) => (field === 'links.x' ? 'x' : fields.find((f) => f === field)),
      placeOther: (error) => error instanceof ValidationError && error.field === 'image' && elsewhere.push(error) > 0,
      alsoDirty: options.picked,
    });
  const focused: string[] = [];
  const attach = (form: ReturnType<typeof make>) => {
    for (const field of fields) form.inputRef(field)({ focus: () => focused.push(field) });
  };
  return { store, reporter, notices, make, focused, attach, elsewhere };
}

afterEach(() => vi.useRealTimers());

describe('EditForm', () => {
  it('given typing, when the page reloads, then the draft is offered, restore brings it back, and a save clears it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { make, store } = makeSut();
    const before = make();
    const stop = before.start();
    before.open(owner, saved);
    before.set('x', 'x.com/haneul');
    expect(before.isDirty).toBe(true);
    stop(); // unmount writes the pending draft at once
    expect(store.read('draft:creator:profile:3:tab-a')?.value).toEqual({ name: '김하늘', x: 'x.com/haneul' });

    const after = make();
    after.open(owner, saved);
    expect(after.values).toEqual(saved);
    after.draft.restore();
    expect(after.values.x).toBe('x.com/haneul');
    const result = await after.save(async (values) => ({ ...values, id: 3 }), {
      saved: ({ name, x }) => ({ name, x }),
    });
    expect(result).toEqual({ name: '김하늘', x: 'x.com/haneul', id: 3 });
    expect(after.isDirty).toBe(false);
    expect(store.entries.size).toBe(0);
  });

  it('given bad fields, when saved, then nothing is sent, each field shows its rule’s message and the first gets the focus', async () => {
    const { make, attach, focused } = makeSut();
    const sut = make();
    attach(sut);
    sut.open(owner, saved);
    sut.set('name', ' ');
    sut.set('x', 'twitter.com/a');
    const action = vi.fn(async () => saved);
    expect(await sut.save(action, { saved: (s) => s })).toBeNull();
    expect(action).not.toHaveBeenCalled();
    expect(sut.errors.errors).toEqual({ name: '내용을 작성해주세요.', x: '유효하지 않은 X 링크입니다.' });
    expect(focused).toEqual(['name']);
    sut.set('name', '하늘');
    expect(sut.message('name')).toBeUndefined();
    expect(sut.values).toEqual({ name: '하늘', x: 'twitter.com/a' });
  });

  it('given a save with looser rules (임시저장), when a required field is blank, then it goes through, but a bad link never does', async () => {
    const { make } = makeSut();
    const sut = make();
    sut.open(owner, saved);
    sut.set('name', '');
    expect(await sut.save(async (values) => values, { saved: (s) => s, schema: draftRules })).toEqual({
      name: '',
      x: '',
    });
    sut.set('x', 'x.com');
    expect(await sut.save(async (values) => values, { saved: (s) => s, schema: draftRules })).toBeNull();
    expect(sut.message('x')).toBe('유효하지 않은 X 링크입니다.');
  });

  it('given a save in flight, when saved again, then the second is ignored; a server refusal lands at its (nested) field with the focus and a toast', async () => {
    const { make, attach, focused, notices, reporter } = makeSut();
    const sut = make();
    attach(sut);
    sut.open(owner, saved);
    sut.set('x', 'x.com/taken');
    let refuse!: (error: unknown) => void;
    const first = sut.save(() => new Promise<Values>((_, reject) => (refuse = reject)), {
      saved: (s) => s,
      details: { recordId: 3 },
      failureTitle: '제출하지 못했습니다.',
    });
    expect(sut.saving).toBe(true);
    expect(await sut.save(async () => saved, { saved: (s) => s })).toBeNull();
    const refusal = new ValidationError('이미 등록된 X 계정입니다.', 'links.x');
    refuse(refusal);
    expect(await first).toBeNull();
    expect(sut.message('x')).toBe('이미 등록된 X 계정입니다.');
    expect(focused).toEqual(['x']);
    expect(notices.shown).toEqual([{ kind: 'failure', message: '제출하지 못했습니다.', error: refusal }]);
    expect(reporter.reports).toEqual([{ error: refusal, context: { area: 'test', action: 'save', recordId: 3 } }]);
    expect(sut.values.x).toBe('x.com/taken');
    expect(sut.isDirty).toBe(true);
    expect(sut.saving).toBe(false);
  });

  it('given a failure that names no field, when saved, then only the toast says why and the draft stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { make, notices, store, elsewhere } = makeSut();
    const sut = make();
    sut.open(owner, saved);
    sut.set('name', '새 이름');
    expect(await sut.save(() => Promise.reject(new NetworkError('offline')), { saved: (s) => s })).toBeNull();
    expect(
      await sut.save(() => Promise.reject(new ValidationError('이미지 파일이 아닙니다.', 'image')), {
        saved: (s) => s,
      }),
    ).toBeNull();
    expect(sut.errors.hasErrors).toBe(false);
    expect(elsewhere).toHaveLength(1);
    expect(notices.shown.map((n) => n.kind)).toEqual(['failure', 'failure']);
    sut.draft.flush();
    expect(store.read('draft:creator:profile:3:tab-a')?.value).toEqual({ name: '새 이름', x: '' });
  });

  it('given typing before the record could open, when it opens, then the typing stays on top of the saved values', () => {
    const { make } = makeSut();
    const sut = make();
    sut.set('x', 'x.com/early');
    sut.open(owner, saved);
    expect(sut.values).toEqual({ name: '김하늘', x: 'x.com/early' });
    expect(sut.isDirty).toBe(true);
  });

  it('given input outside the values (a picked file), then the form is dirty while it is there', () => {
    let picked = true;
    const { make } = makeSut({ picked: () => picked });
    const sut = make();
    sut.open(owner, saved);
    expect(sut.isDirty).toBe(true);
    picked = false;
    expect(sut.isDirty).toBe(false);
  });
});
