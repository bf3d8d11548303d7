import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftsAfterEditing, startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import { renderWithMantine } from '../../../tests/support/mantine-render';
import { EditionDraftOffer } from './edition-draft-offer';

/** An editor reopened after a reload, with the first row's name kept as a draft and offered. */
async function reopenedWithDraft() {
  const second = await startEditionsEditor(3, { drafts: await draftsAfterEditing(0, 'name', '초안의 이름') });
  renderWithMantine(<EditionDraftOffer vm={second.vm} />);
  return { ...second, user: userEvent.setup() };
}

describe('EditionDraftOffer', () => {
  it('given nothing edited since the page opened, when 복원 is pressed, then the draft comes back at once', async () => {
    const { vm, user, stop } = await reopenedWithDraft();
    await user.click(screen.getByRole('button', { name: '복원' }));
    expect(vm.store.rows[0]?.name).toBe('초안의 이름');
    expect(screen.queryByRole('region', { name: '이 브라우저에 보관된 작성 내용이 있습니다' })).not.toBeInTheDocument();
    stop();
  });

  it('given edits made since the page opened, when 복원 is pressed, then it asks first, and 취소 keeps the edits', async () => {
    const { vm, user, stop } = await reopenedWithDraft();
    vm.store.update(vm.store.rows[1]!.key, 'name', '지금 고친 이름');

    // When 복원 is pressed, then it says what would be lost, and nothing is replaced yet
    await user.click(screen.getByRole('button', { name: '복원' }));
    expect(
      screen.getByText('복원하면 이 페이지에서 고친 내용은 사라지고 브라우저에 보관된 내용으로 바뀝니다.'),
    ).toBeInTheDocument();
    expect(vm.store.rows[1]?.name).toBe('지금 고친 이름');

    // When 취소 is pressed, then the edits stay and the offer is as before
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(vm.store.rows[1]?.name).toBe('지금 고친 이름');
    expect(screen.getByRole('button', { name: '복원' })).toBeInTheDocument();

    // When the creator confirms, then the draft replaces the rows
    await user.click(screen.getByRole('button', { name: '복원' }));
    await user.click(screen.getByRole('button', { name: '고친 내용을 버리고 복원' }));
    expect(vm.store.rows[0]?.name).toBe('초안의 이름');
    expect(vm.store.rows[1]?.name).not.toBe('지금 고친 이름');
    stop();
  });
});
