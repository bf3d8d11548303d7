import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatPhoneNumber } from './korean-format';

describe('me formats', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0311234567', '031-123-4567'],
    ['010-1234-5678', '010-1234-5678'],
    ['12345', '12345'],
    ['+82 10 1234 5678', '+82 10 1234 5678'],
  ])('given %s, when formatted, then %s', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });

  it('given an ISO time just before midnight UTC, when formatted, then the Korean date (next day) shows in ko-KR', () => {
    expect(formatDate('2026-10-31T20:00:00.000Z')).toBe('2026년 11월 1일');
    expect(formatDateTime('2026-11-01T00:00:00.000Z')).toBe('2026년 11월 1일 오전 9:00');
  });

  it.each([
    ['2026-12-01T00:00:00.000Z', '2026-12-30T00:00:00.000Z', '2026년 12월 1일~30일'],
    ['2026-11-20T00:00:00.000Z', '2026-12-30T00:00:00.000Z', '2026년 11월 20일~12월 30일'],
    ['2026-11-20T00:00:00.000Z', '2027-01-30T00:00:00.000Z', '2026년 11월 20일~2027년 1월 30일'],
  ])('given %s to %s, when formatted as a period, then only what differs repeats: %s', (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});
