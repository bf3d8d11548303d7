import { KOREA_OFFSET_MS } from '../../domain/time/korea-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** Requirements §9: the version overlay shifts the build time by nine hours. `2026-11-22T05:03:00Z` → `2026.11.22 14:03`; an unparsable time is shown as given. */
export function formatKst(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const k = new Date(time + KOREA_OFFSET_MS);
  return `${k.getUTCFullYear()}.${pad(k.getUTCMonth() + 1)}.${pad(k.getUTCDate())} ${pad(k.getUTCHours())}:${pad(k.getUTCMinutes())}`;
}
