import { flush } from './flush';

/**
 * Waits for `condition` to hold, turning the event loop between looks (no fixed sleep); fails with
 * `what` after `rounds` turns, so a test that waits for something that never comes says what it was.
 */
export async function until(condition: () => boolean, what = 'the condition', rounds = 200): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    if (condition()) return;
    await flush(1);
  }
  throw new Error(`gave up waiting for ${what}`);
}
