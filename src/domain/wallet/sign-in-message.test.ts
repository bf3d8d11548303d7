import { describe, expect, it } from 'vitest';
import { formatSignInMessage, parseSignInMessage, SIGN_IN_STATEMENT, type SignInMessage } from './sign-in-message';

const message: SignInMessage = {
  domain: 'localhost:5173',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: SIGN_IN_STATEMENT,
  uri: 'http://localhost:5173/me/wallet',
  chainId: 11155111,
  nonce: 'abc123XYZ9',
  issuedAt: '2026-11-22T00:00:00.000Z',
  expirationTime: '2026-11-22T00:10:00.000Z',
};

describe('sign-in message', () => {
  it('round-trips through format and parse', () => {
    expect(parseSignInMessage(formatSignInMessage(message))).toEqual(message);
  });
  it('rejects text that is not a sign-in message', () => {
    expect(parseSignInMessage('hello')).toBeNull();
    expect(parseSignInMessage(formatSignInMessage({ ...message, address: '0x123' }))).toBeNull();
    expect(parseSignInMessage(formatSignInMessage(message).replace('Version: 1', 'Version: 2'))).toBeNull();
  });
});
