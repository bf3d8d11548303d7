import { describe, expect, it } from 'vitest';
import { canSignWith, walletLinkStatus, type WalletLinkStatus } from './link-status';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('walletLinkStatus', () => {
  it.each<[string | null, string | null, WalletLinkStatus]>([
    [null, null, '지갑 없음'],
    [null, OTHER, '지갑 없음'],
    ['', OTHER, '지갑 없음'],
    [EOA, null, '등록만 됨'],
    [EOA, EOA, '정상 연결'],
    [EOA, EOA.toLowerCase(), '정상 연결'],
    [EOA.toLowerCase(), EOA.toUpperCase().replace('0X', '0x'), '정상 연결'],
    [EOA, OTHER, '계정 불일치'],
  ])('given EOA %s and connected %s, then %s', (registered, connected, expected) => {
    expect(walletLinkStatus(registered, connected)).toBe(expected);
  });

  it('given 계정 불일치, then signing is refused; every other status allows it', () => {
    expect(canSignWith('계정 불일치')).toBe(false);
    expect(['지갑 없음', '등록만 됨', '정상 연결'].map((s) => canSignWith(s as WalletLinkStatus))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
