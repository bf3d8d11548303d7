import { getAddress, keccak256, toUtf8Bytes, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { keccak256Hex, toChecksumAddress } from '../../src/domain/validation/keccak256';

describe('keccak256Hex and toChecksumAddress', () => {
  it('given inputs across the rate boundary, then the digests match ethers', () => {
    for (const length of [0, 1, 40, 135, 136, 137, 300]) {
      const bytes = toUtf8Bytes('가'.repeat(length).slice(0, length));
      expect(keccak256Hex(bytes)).toBe(keccak256(bytes).slice(2));
    }
  });

  it('given random addresses in lower case, then the EIP-55 spelling matches ethers', () => {
    for (let i = 0; i < 30; i++) {
      const address = Wallet.createRandom().address;
      expect(toChecksumAddress(address.toLowerCase())).toBe(getAddress(address.toLowerCase()));
    }
  });
});
