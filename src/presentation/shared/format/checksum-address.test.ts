import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from './checksum-address';

describe('toChecksumAddress', () => {
  // EIP-55's own examples.
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('writes %s in its checksum form from any case', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(address.toUpperCase().replace('0X', '0x'))).toBe(address);
  });

  it('leaves what is not an address as it is', () => {
    expect(toChecksumAddress('0x123')).toBe('0x123');
  });
});
