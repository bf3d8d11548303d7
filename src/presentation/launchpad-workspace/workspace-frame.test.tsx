import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { renderApp } from '../../../tests/support/render-app';

type HappyWindow = { happyDOM: { setViewport(size: { width: number }): void } };
const setWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width });

/**
 * Resizes happy-dom's window, which fires resize and the media queries' change. A query's listener
 * starts from "did not match" there, so a first change from matching to not would go unheard: a
 * 1 px nudge at the current width first lets it see where it stands.
 */
const viewport = (width: number) =>
  act(() => {
    setWidth(window.innerWidth - 1);
    setWidth(width);
  });
const DEFAULT_WIDTH = window.innerWidth;

/** The auction step (one that folds the steps to a rail from the desktop breakpoint) of a launch still 작성 중. */
async function openAuctionStep() {
  const kit = createPersonalTestContainer();
  kit.api.launchpads = kit.api.launchpads.map((l) => (l.id === 1 ? { ...l, status: 'DRAFT' as const } : l));
  kit.api.singleTokens.set(1, [
    { tokenId: 1, name: '토큰 하나', description: '', imageUrl: null, attributes: [] },
    { tokenId: 2, name: '토큰 둘', description: '', imageUrl: null, attributes: [] },
  ]);
  await kit.signIn();
  const rendered = renderApp('/launchpads/1/auction-description', kit);
  return { ...rendered, form: await screen.findByRole('form', { name: '경매 설명 작성' }) };
}

const steps = () => screen.getByRole('navigation', { name: '런치패드 작업 단계' });

describe('the workspace frame across the desktop breakpoint', () => {
  afterEach(() => viewport(DEFAULT_WIDTH));

  it('given a wide step with an item opened, when the window narrows past 62em and widens again, then the step stays mounted: the same form, the item still open', async () => {
    viewport(1440);
    const { user, form } = await openAuctionStep();
    expect(within(steps()).getAllByRole('listitem')).toHaveLength(4);
    const toggle = screen.getByRole('button', { name: '작품 2 자세히' });
    await user.click(toggle);

    viewport(800);
    // The steps are one line above the step now (the compact stepper), and the step is the one it was.
    expect(await within(steps()).findByRole('button', { name: '단계 목록' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '경매 설명 작성' })).toBe(form);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    viewport(1440);
    expect(await within(steps()).findAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('form', { name: '경매 설명 작성' })).toBe(form);
    expect(screen.getByRole('button', { name: '작품 2 자세히' })).toBe(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText(/작품 이름/)).toHaveValue('토큰 둘');
  });
});
