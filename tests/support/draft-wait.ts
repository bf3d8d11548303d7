import { expect, vi } from 'vitest';
import { DRAFT_DELAY_MS as EDITIONS_DRAFT_DELAY_MS } from '../../src/presentation/editions/edition-draft-keeping';
import { DRAFT_DEBOUNCE_MS } from '../../src/presentation/shared/forms/form-draft';

/**
 * The unit tests' one wait for a draft: a draft is written once typing pauses (a form's
 * DRAFT_DEBOUNCE_MS, the editions editor's longer pause for its 10,000 rows). Past the longer of the
 * two, with a margin for the write itself.
 */
export const PAST_DRAFT_DELAY_MS = Math.max(DRAFT_DEBOUNCE_MS, EDITIONS_DRAFT_DELAY_MS) + 200;

/**
 * A fake clock for timeouts that still flows with real time, so what runs on zero-delay timers
 * (TanStack's notices, a fake's answer) goes on as usual, while `pastDraftDelay` jumps the pause.
 * Pair it with `vi.useRealTimers()` (an `afterEach`).
 */
export function useDraftClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/** Moves the fake clock past every draft's pause at once, and lets the writes it starts run. */
export async function pastDraftDelay(): Promise<void> {
  if (!vi.isFakeTimers()) throw new Error('pastDraftDelay needs a fake clock: useDraftClock() or vi.useFakeTimers()');
  await vi.advanceTimersByTimeAsync(PAST_DRAFT_DELAY_MS);
}

/**
 * Waits until the draft kept after the pause reads `expected` (`read` looks in the test's draft
 * store): on a fake clock it first jumps the pause, on the real one it polls past it.
 */
export async function untilDraftKept<T>(read: () => T | Promise<T>, expected: T): Promise<void> {
  if (vi.isFakeTimers()) await pastDraftDelay();
  await expect.poll(read, { timeout: PAST_DRAFT_DELAY_MS + 2_000 }).toEqual(expected);
}
