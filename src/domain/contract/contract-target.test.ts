import { describe, expect, it } from 'vitest';
import type { Contract } from './contract';
import { addressRuleProblem, isKeptAsShown, openingAddress, sameTarget, trimmedTarget } from './contract-target';

const ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const sampleContract = (at: Pick<Contract, 'chainId' | 'address'>): Contract => ({
  id: 1,
  launchpadId: 1,
  chain: 'ETHEREUM',
  standard: 'ERC721',
  name: '한강 컬렉션',
  symbol: 'HANGANG',
  ownerAddress: null,
  syncedAt: null,
  updatedAt: '2026-11-23T09:00:00.000Z',
  ...at,
});

describe('step 1’s target', () => {
  it('opens with the kept contract’s address when it is on the launchpad’s chain, else with none', () => {
    const kept = sampleContract({ chainId: 11155111, address: ADDRESS });
    expect(openingAddress(11155111, kept)).toBe(ADDRESS);
    expect(openingAddress(43114, kept)).toBe('');
    expect(openingAddress(43114, null)).toBe('');
  });

  it('is the kept contract whatever the address’s case and spaces, on the same chain only', () => {
    const kept = sampleContract({ chainId: 11155111, address: ADDRESS });
    expect(isKeptAsShown(kept, { chainId: 11155111, address: ` ${ADDRESS.toLowerCase()} ` })).toBe(true);
    expect(isKeptAsShown(kept, { chainId: 84532, address: ADDRESS })).toBe(false);
    expect(isKeptAsShown(null, { chainId: 11155111, address: ADDRESS })).toBe(false);
    expect(sameTarget({ chainId: 1, address: ADDRESS }, { chainId: 1, address: ADDRESS.replace('e7f1', 'e7f2') })).toBe(
      false,
    );
    expect(trimmedTarget({ chainId: 1, address: ` ${ADDRESS} ` })).toEqual({ chainId: 1, address: ADDRESS });
  });

  it('says the requirements §5 message for an address that cannot be one, and nothing for a good one', () => {
    expect(addressRuleProblem('0x12')).toBe('유효하지 않은 스마트 컨트랙트 주소입니다.');
    expect(addressRuleProblem(` ${ADDRESS} `)).toBeNull();
  });
});
