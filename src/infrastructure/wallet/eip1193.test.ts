import { describe, expect, it } from 'vitest';
import { UserRejectedError, WalletError } from '../../application/errors/app-error';
import { eip1193Code, parseChainId, toWalletError } from './eip1193';

describe('eip1193 helpers', () => {
  it('finds the code on the error, in ethers wrappers and in MetaMask Mobile’s data.originalError', () => {
    expect(eip1193Code({ code: 4001 })).toBe(4001);
    expect(eip1193Code({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } })).toBe(4001);
    expect(eip1193Code({ code: 'ACTION_REJECTED' })).toBe(4001);
    expect(eip1193Code({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902);
    expect(eip1193Code('boom')).toBeNull();
  });

  it('maps codes to AppError classes and keeps the cause', () => {
    const original = { code: 4001 };
    const rejected = toWalletError(original);
    expect(rejected).toBeInstanceOf(UserRejectedError);
    expect(rejected.cause).toBe(original);
    expect(toWalletError(new Error('x'))).toMatchObject({ reason: 'internal' });
    expect(toWalletError({ code: 4902 })).toMatchObject({ reason: 'chain-switch-unsupported' });
    const already = new WalletError('request-pending');
    expect(toWalletError(already)).toBe(already);
  });

  it('parses chain ids in hex, decimal text and numbers', () => {
    expect(parseChainId('0xaa36a7')).toBe(11155111);
    expect(parseChainId('256')).toBe(256);
    expect(parseChainId(1)).toBe(1);
    expect(parseChainId('0x')).toBeNull();
    expect(parseChainId(null)).toBeNull();
  });
});
