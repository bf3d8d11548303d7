import { describe, expect, it } from 'vitest';
import { checksumAddress } from './checksum-address';

describe('checksumAddress (EIP-55)', () => {
  it.each([
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  ])('writes %s the same from lower or upper case', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address);
    expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
  });

  it('leaves what is not an address as it is', () => {
    expect(checksumAddress('0x1234')).toBe('0x1234');
  });
});
