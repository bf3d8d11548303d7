import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';

// This tab's draft (drafts are kept per tab: the test container's tab is tab-a).
const DRAFT_KEY = 'draft:creator:creator:2:tab-a';

async function typingInAForm() {
  const kit = createPersonalTestContainer();
  await kit.signIn();
  const rendered = renderApp('/me/creators/2', kit);
  await screen.findByRole('form', { name: '크리에이터 프로필 편집' }, { timeout: 5000 });
  await rendered.user.type(screen.getByLabelText('소개'), '쓰다 만 소개');
  return rendered;
}

describe('the session ends under a form', () => {
  it.each([
    ['a logout in another tab', (kit: Awaited<ReturnType<typeof typingInAForm>>) => kit.tokenStore.openTab().clear()],
    [
      'a failed refresh (the session signs out)',
      (kit: Awaited<ReturnType<typeof typingInAForm>>) => kit.session.signOut(),
    ],
  ])(
    'given unsaved typing, when %s, then /login shows without a leave question and the draft is kept',
    async (_, end) => {
      const kit = await typingInAForm();
      act(() => end(kit));
      expect(
        await screen.findByRole('link', { name: '거래소 계정으로 로그인' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(kit.router.state.location.pathname).toBe('/login');
      expect(screen.queryByRole('dialog', { name: '페이지를 나가시겠습니까?' })).not.toBeInTheDocument();
      expect(screen.queryByRole('form', { name: '크리에이터 프로필 편집' })).not.toBeInTheDocument();
      expect(kit.draftStore.read(DRAFT_KEY)?.value).toMatchObject({ description: '쓰다 만 소개' });
    },
  );

  it('given a draft kept at the session’s end, when the creator signs in again and opens the form, then 복원 brings the typing back', async () => {
    const kit = await typingInAForm();
    act(() => kit.session.signOut());
    await screen.findByRole('link', { name: '거래소 계정으로 로그인' }, { timeout: 5000 });
    await act(() => kit.signIn());
    await act(() => kit.router.navigate('/me/creators/2'));
    await kit.user.click(await screen.findByRole('button', { name: '복원' }, { timeout: 5000 }));
    expect(screen.getByLabelText('소개')).toHaveValue('쓰다 만 소개');
  });
});
