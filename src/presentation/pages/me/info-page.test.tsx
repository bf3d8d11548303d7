import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../../tests/support/personal-test-container';
import { renderPersonalRoute } from '../../../../tests/support/render-personal-route';
import InfoPage from './info-page';

const setup = () => renderPersonalRoute([{ path: '/me/info', element: <InfoPage /> }], '/me/info');

function valueOf(term: string): string | null | undefined {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('InfoPage', () => {
  it('given the creator, when shown, then name, email, phone (010-1234-5678), join date and terms show in ko-KR', async () => {
    setup();
    expect(await screen.findByText('김하늘')).toBeInTheDocument();
    expect(valueOf('이메일')).toBe('haneul.kim@example.com');
    expect(valueOf('휴대폰 번호')).toBe('010-1234-5678');
    expect(valueOf('가입일')).toBe('2026년 11월 1일');
    expect(valueOf('약관 동의')).toBe('동의함 (2026년 11월 1일)');
  });

  it('given a wrong number, when the field is left and the form sent, then the rule’s message shows and nothing is sent', async () => {
    const { user, api } = setup();
    await screen.findByText('김하늘');
    const input = screen.getByLabelText('새 휴대폰 번호');
    await user.type(input, '010-12');
    await user.tab();
    expect(screen.getByText('휴대폰 번호를 다시 확인해주세요.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(api.callsOf('updatePhone')).toHaveLength(0);
    expect(input).toHaveValue('010-12');
    expect(input).toHaveFocus();
  });

  it('given a right number, when sent, then it is saved, shown formatted and the success toast is raised', async () => {
    const { user, api, notices } = setup();
    await screen.findByText('김하늘');
    await user.type(screen.getByLabelText('새 휴대폰 번호'), '01098765432');
    await user.click(screen.getByRole('button', { name: '변경' }));
    expect(await screen.findByText('010-9876-5432')).toBeInTheDocument();
    expect(api.callsOf('updatePhone')).toEqual([[{ phoneNumber: '01098765432' }]]);
    expect(screen.getByLabelText('새 휴대폰 번호')).toHaveValue('');
    expect(notices.shown).toEqual([{ kind: 'success', message: '휴대폰 번호를 변경했습니다.' }]);
    expect(
      within(screen.getByText('휴대폰 번호', { selector: 'dt' }).parentElement!).getByText('010-9876-5432'),
    ).toBeInTheDocument();
  });

  it('given no number yet, when one is sent, then it is 등록 (the heading, the field, the button and the toast), not 변경', async () => {
    const kit = createPersonalTestContainer();
    kit.api.user = { ...kit.api.user, phoneNumber: null };
    const { user, notices } = renderPersonalRoute([{ path: '/me/info', element: <InfoPage /> }], '/me/info', kit);
    expect(await screen.findByRole('heading', { name: '휴대폰 번호 등록' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('휴대폰 번호'), '01098765432');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('010-9876-5432', { selector: 'dd' })).toBeInTheDocument();
    // A first number is the setup checklist's first task (a changed one is not: the test above).
    expect(notices.shown).toEqual([{ kind: 'success', message: '휴대폰 번호를 등록했습니다.', setupTask: true }]);
    expect(screen.getByRole('heading', { name: '휴대폰 번호 변경' })).toBeInTheDocument();
  });
});
