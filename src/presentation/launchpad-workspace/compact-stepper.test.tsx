import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/support/mantine-render';
import { CompactStepper } from './compact-stepper';
import type { StepEntry } from './workspace-steps';

const steps: StepEntry[] = [
  { key: 'contract', label: '컨트랙트', text: '저장됨', tone: 'done', to: '/launchpads/7/contract' },
  { key: 'metadata', label: '컬렉션 메타데이터', text: '작성 중', tone: 'progress', to: '/launchpads/7/metadata' },
  { key: 'editions', label: '에디션', text: '시작 전', tone: 'todo', to: '/launchpads/7/metadata?step=editions' },
  { key: 'auction', label: '경매 설명', text: '컨트랙트 저장 후', tone: 'locked', to: null },
];

const renderStepper = (current: string) =>
  renderWithMantine(
    <MemoryRouter>
      <CompactStepper steps={steps} current={current} />
    </MemoryRouter>,
  );

describe('the compact stepper (the steps column on a phone)', () => {
  it('given the second step, then it names it with its state and its place among the steps', () => {
    renderStepper('metadata');
    const nav = screen.getByRole('navigation', { name: '런치패드 작업 단계' });
    expect(nav).toHaveTextContent('컬렉션 메타데이터');
    expect(nav).toHaveTextContent('작성 중');
    expect(nav).toHaveTextContent('2/4');
    expect(nav).toHaveTextContent('전체 4단계 중 2단계');
    // Only the menu's button: the other steps are not drawn until it opens.
    expect(within(nav).queryByRole('link')).toBeNull();
  });

  it('given its menu opened from the keyboard, then each other step that can be opened is a link, with its state', async () => {
    const user = userEvent.setup();
    renderStepper('metadata');
    await user.tab();
    expect(screen.getByRole('button', { name: '단계 목록' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: '단계 목록' });
    const items = within(menu).getAllByRole('menuitem');
    // Only menu items inside the menu (axe's aria-required-children): no focus placeholder.
    expect(menu.querySelectorAll('[role="presentation"]')).toHaveLength(0);
    expect(items.map((item) => item.textContent)).toEqual([
      '1컨트랙트저장됨',
      '2컬렉션 메타데이터작성 중현재 단계',
      '3에디션시작 전',
      '4경매 설명컨트랙트 저장 후',
    ]);
    expect(items[0]).toHaveAttribute('href', '/launchpads/7/contract');
    expect(items[2]).toHaveAttribute('href', '/launchpads/7/metadata?step=editions');
    // The current step is shown, not offered; a step that cannot be opened yet is no link.
    expect(items[1]).toBeDisabled();
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[3]).not.toHaveAttribute('href');
    expect(items[3]).toBeDisabled();
  });
});
