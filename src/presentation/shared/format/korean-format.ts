import { KOREA_TIME_ZONE } from '../../../domain/time/korea-time';

/** ko-KR dates in Korean time (the exchange's time), wherever the browser happens to be. */
const dateFormat = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeZone: KOREA_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: KOREA_TIME_ZONE,
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** A period without repeating what both ends share: 2026년 12월 1일~30일, 2026년 11월 20일~12월 30일. */
export function formatDateRange(startIso: string, endIso: string): string {
  return dateFormat.formatRange(new Date(startIso), new Date(endIso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/**
 * Korean phone numbers with hyphens: 01012345678 → 010-1234-5678, 0212345678 → 02-1234-5678,
 * 0311234567 → 031-123-4567. Anything else is shown as stored.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits !== value.replace(/[\s-]/g, '')) return value;
  const seoul = /^(02)(\d{3,4})(\d{4})$/.exec(digits);
  if (seoul) return `${seoul[1]}-${seoul[2]}-${seoul[3]}`;
  const other = /^(0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  if (other) return `${other[1]}-${other[2]}-${other[3]}`;
  return value;
}

const savedAtFormat = new Intl.DateTimeFormat('ko-KR', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: KOREA_TIME_ZONE,
});

/** A save's time to the second: two versions saved within one minute still read apart. */
export function formatSavedAt(iso: string): string {
  return savedAtFormat.format(new Date(iso));
}
