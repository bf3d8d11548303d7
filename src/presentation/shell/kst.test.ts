import { describe, expect, it } from 'vitest';
import { formatKst } from './kst';

describe('formatKst', () => {
  it.each([
    ['2026-11-22T05:03:00Z', '2026.11.22 14:03'],
    ['2026-11-22T15:30:00Z', '2026.11.23 00:30'],
    ['2026-12-31T20:59:59.999Z', '2027.01.01 05:59'],
    ['2024-02-28T16:00:00Z', '2024.02.29 01:00'],
  ])('given the build time %s, shows %s (UTC+9)', (iso, expected) => {
    expect(formatKst(iso)).toBe(expected);
  });

  it('given something that is not a time, shows it unchanged', () => {
    expect(formatKst('dev')).toBe('dev');
  });
});
