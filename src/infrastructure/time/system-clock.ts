import type { Clock } from '../../application/ports/clock';

/** The browser's wall clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
