import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../application/errors/app-error';
import { numericParam, parseStep } from './route-params';

describe('numericParam', () => {
  it.each(['1', '42', '9007199254740991'])('given %s, returns the number', (raw) => {
    expect(numericParam(raw)).toBe(Number(raw));
  });

  it.each([undefined, '', 'abc', '1a', '0', '01', '-1', '1.5', ' 1', '99999999999999999'])(
    'given %s, is not-found',
    (raw) => {
      expect(() => numericParam(raw)).toThrow(NotFoundError);
    },
  );
});

describe('parseStep', () => {
  it.each([
    [null, 1, true],
    ['1', 1, true],
    ['2', 2, true],
    ['3', 1, false],
    ['0', 1, false],
    ['1.0', 1, false],
    ['two', 1, false],
    ['', 1, false],
  ] as const)('given step=%s, is step %i (valid: %s)', (raw, step, valid) => {
    expect(parseStep(raw)).toEqual({ step, valid });
  });
});
