import { KOREA_OFFSET_MS } from './korea-time';

/** The year on a calendar in Korea at `now` (the year rule's upper bound, requirements §5). */
export function koreanYear(now: Date): number {
  return new Date(now.getTime() + KOREA_OFFSET_MS).getUTCFullYear();
}
