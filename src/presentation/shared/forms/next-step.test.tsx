import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../../tests/support/mantine-render';
import { FixedBottomBar } from './fixed-bottom-bar';
import { NextStepContext, useStepLead, type NextStep } from './next-step';

/** A step's bar as the steps write it: its own 저장 is filled only while it leads. */
function StepBar({ unsaved }: { unsaved: boolean }) {
  const lead = useStepLead(unsaved);
  return (
    <FixedBottomBar label="작업" leads={lead === 'next'}>
      <button type="button" data-variant={lead === 'save' ? 'filled' : 'default'}>
        저장
      </button>
    </FixedBottomBar>
  );
}

function renderBar(next: NextStep | null, unsaved: boolean) {
  renderWithMantine(
    <MemoryRouter>
      <NextStepContext.Provider value={next}>
        <StepBar unsaved={unsaved} />
      </NextStepContext.Provider>
    </MemoryRouter>,
  );
}

const review = (disabled: boolean): NextStep => ({ label: '심사 요청', onClick: () => {}, disabled });

describe('the step bar’s one filled action', () => {
  it('given a saved step with nothing unsaved, then the way on is filled and 저장 steps back', () => {
    renderBar(review(false), false);
    expect(screen.getByRole('button', { name: '심사 요청' })).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('data-variant', 'default');
  });

  it('given unsaved changes, then 저장 is filled and the way on is outlined', () => {
    renderBar(review(false), true);
    expect(screen.getByRole('button', { name: '심사 요청' })).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('data-variant', 'filled');
  });

  it('given a way on that cannot run yet, then it does not lead', () => {
    renderBar(review(true), false);
    expect(screen.getByRole('button', { name: '심사 요청' })).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('data-variant', 'filled');
  });

  it('given no way on offered (the step is not saved), then 저장 is the filled action', () => {
    renderBar(null, false);
    expect(screen.queryByRole('button', { name: '심사 요청' })).toBeNull();
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('data-variant', 'filled');
  });

  it('given an earlier step once the launch can go to review, then neither 저장 nor 다음 단계 is filled (the side card’s 심사 요청 is)', () => {
    renderBar({ to: '/launchpads/1/auction-description', label: '다음 단계: 경매 설명', reviewLeads: true }, false);
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('data-variant', 'default');
    expect(screen.getByRole('link', { name: '다음 단계: 경매 설명' })).toHaveAttribute('data-variant', 'outline');
  });

  it('given an earlier step before the launch is ready, then 다음 단계 leads', () => {
    renderBar({ to: '/launchpads/1/auction-description', label: '다음 단계: 경매 설명', reviewLeads: false }, false);
    expect(screen.getByRole('button', { name: '저장' })).toHaveAttribute('data-variant', 'default');
    expect(screen.getByRole('link', { name: '다음 단계: 경매 설명' })).toHaveAttribute('data-variant', 'filled');
  });
});
