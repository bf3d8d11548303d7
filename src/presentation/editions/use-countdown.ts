import { useEffect, useState } from 'react';

/** The longest a paused upload waits (its backoff's last step): a clock read before the wait began shows no more. */
const LONGEST_WAIT_S = 30;

/** Whole seconds until `at` (ms since the epoch), counted a few times a second; null without a time. */
export function useCountdown(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? null : Math.min(LONGEST_WAIT_S, Math.max(0, Math.ceil((at - now) / 1000)));
}
