import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../../tests/support/mantine-render';
import { FixedBottomBar } from './fixed-bottom-bar';
import { NextStepContext, useWayOnLeads, type NextStep } from './next-step';

/** A step's bar as the steps write it: its own 저장 steps back while the way on leads. */
function StepBar({ unsaved }: { unsaved: boolean }) {
  const leads = useWayOnLeads(unsaved);
  return (
    <FixedBottomBar label="작업" leads={leads}>
      <button type="button" data-variant={leads ? 'default' : 'filled'}>
        저장
      </button>
    </FixedBottomBar>
  );
}

function renderBar(next: NextStep | null, unsaved: boolean) {
  renderWithMantine(
    <NextStepContext.Provider value={next}>
      <StepBar unsaved={unsaved} />
    </NextStepContext.Provider>,
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
});
