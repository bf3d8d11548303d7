import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../../tests/fakes/fake-error-reporter';
import { FixedClock } from '../../../../tests/fakes/fixed-clock';
import { InMemoryDraftStore } from '../../../../tests/fakes/in-memory-draft-store';
import { renderWithMantine } from '../../../../tests/support/mantine-render';
import { FormDrafts, type DraftFormat } from '../../../application/drafts/form-drafts';
import { DraftRestoreBanner } from './draft-restore-banner';
import { FormDraft } from './form-draft';
import { FixedTabIdentity } from '../../../../tests/fakes/fixed-tab-identity';

const format: DraftFormat<{ bio: string }> = { form: 'bio', version: 1, schema: v.object({ bio: v.string() }) };
const owner = { userId: 'creator', recordId: 1 };

function setup(stored: boolean) {
  const store = new InMemoryDraftStore();
  const drafts = new FormDrafts(
    store,
    new FixedClock('2026-11-23T09:00:00.000Z'),
    new FakeErrorReporter(),
    new FixedTabIdentity(),
  );
  if (stored) drafts.save(format, owner, { bio: '어제 쓰던 글' });
  const form = new FormDraft(drafts, format, { bio: '' });
  form.open(owner, { bio: '' });
  renderWithMantine(<DraftRestoreBanner draft={form} />);
  return { form, store, user: userEvent.setup() };
}

describe('DraftRestoreBanner', () => {
  it('given no earlier draft, when shown, then it renders nothing', () => {
    setup(false);
    expect(screen.queryByRole('button', { name: '복원' })).not.toBeInTheDocument();
  });

  it('given an earlier draft, when 복원 is pressed, then the values come back and the banner goes', async () => {
    const { form, user } = setup(true);
    expect(screen.getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' })).toHaveTextContent(
      '2026년 11월 23일 오후 6:00',
    );
    await user.click(screen.getByRole('button', { name: '복원' }));
    expect(form.values.bio).toBe('어제 쓰던 글');
    expect(screen.queryByRole('button', { name: '복원' })).not.toBeInTheDocument();
  });

  it('given an earlier draft, when 버리기 is pressed, then it is removed from storage', async () => {
    const { form, store, user } = setup(true);
    await user.click(screen.getByRole('button', { name: '버리기' }));
    expect(form.values.bio).toBe('');
    expect(store.entries.size).toBe(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('given a restored draft, when it is saved, then the "restored, not yet saved" message goes', async () => {
    const { form, user } = setup(true);
    await user.click(screen.getByRole('button', { name: '복원' }));
    expect(screen.getByRole('status')).toHaveTextContent('제출해야 반영됩니다');
    act(() => form.commit({ bio: '어제 쓰던 글' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('given drafts of two tabs, then each is offered with its time and first words, and its own 복원 brings that one back', async () => {
    const store = new InMemoryDraftStore();
    const clock = new FixedClock('2026-11-23T09:00:00.000Z');
    const tabDrafts = (id: string) => new FormDrafts(store, clock, new FakeErrorReporter(), new FixedTabIdentity(id));
    tabDrafts('tab-b').save(format, owner, { bio: '다른 탭에서 쓰던 글' });
    clock.advance(5 * 60_000);
    tabDrafts('tab-a').save(format, owner, { bio: '이 탭에서 쓰던 글' });
    const form = new FormDraft(tabDrafts('tab-a'), format, { bio: '' });
    form.open(owner, { bio: '' });
    renderWithMantine(<DraftRestoreBanner draft={form} />);
    const banner = screen.getByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' });
    expect(banner).toHaveTextContent('탭 2곳에서');
    expect(banner).toHaveTextContent('오후 6:05에 입력한 내용 (이 탭) · ‘이 탭에서 쓰던 글’');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: '2026년 11월 23일 오후 6:00에 입력한 내용 복원' }));
    expect(form.values.bio).toBe('다른 탭에서 쓰던 글');
  });
});
