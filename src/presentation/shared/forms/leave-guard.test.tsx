import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../../tests/support/mantine-render';
import { LeaveGuard } from './leave-guard';
import { sessionEndedState } from '../navigation/session-ended-state';

function Form() {
  const [text, setText] = useState('');
  return (
    <>
      <label>
        소개
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <Link to="/elsewhere">다른 곳</Link>
      <Link to="/form?step=2">다음 단계</Link>
      <LeaveGuard when={text !== ''} />
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <p>다른 페이지</p> },
    ],
    { initialEntries: ['/form'] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('LeaveGuard', () => {
  it('given nothing typed, when the creator leaves, then nothing is asked', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    expect(await screen.findByText('다른 페이지')).toBeInTheDocument();
  });

  it('given unsaved typing, when the creator leaves, then 계속 작성 stays and 나가기 leaves', async () => {
    const { user, router } = setup();
    await user.type(screen.getByLabelText('소개'), '안녕');
    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    const dialog = await screen.findByRole('dialog', { name: '페이지를 나가시겠습니까?' });
    expect(dialog).toHaveTextContent('저장하지 않은 변경 사항이 있습니다.');
    // The icon-only close button is named by the app theme's Modal default.
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('소개')).toHaveValue('안녕');

    await user.click(screen.getByRole('link', { name: '다른 곳' }));
    await user.click(await screen.findByRole('button', { name: '나가기' }));
    expect(await screen.findByText('다른 페이지')).toBeInTheDocument();
  });

  it('given unsaved typing, when the session ends (redirect to /login), then nothing is asked and the redirect goes through', async () => {
    const { user, router } = setup();
    await user.type(screen.getByLabelText('소개'), '안녕');
    await act(() => router.navigate('/elsewhere', { replace: true, state: sessionEndedState }));
    expect(await screen.findByText('다른 페이지')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given unsaved typing, when only the search params change, then nothing is asked', async () => {
    const { user, router } = setup();
    await user.type(screen.getByLabelText('소개'), '안녕');
    await user.click(screen.getByRole('link', { name: '다음 단계' }));
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given unsaved typing, when the tab is closed, then the browser is asked to confirm', async () => {
    const { user } = setup();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('소개'), '안녕');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
