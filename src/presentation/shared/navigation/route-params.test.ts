import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../application/errors/app-error';
import { numericParam } from './route-params';

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
