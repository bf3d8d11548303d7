import { describe, expect, it } from 'vitest';
import { assessContract } from './contract-check';
import type { ContractReading } from './contract-reading';

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const erc721: ContractReading = {
  chainId: 11155111,
  address: ADDRESS,
  hasCode: true,
  implementation: null,
  supportsErc721: true,
  supportsErc1155: false,
  name: '서울의 밤',
  symbol: 'SEOUL',
  owner: OWNER,
};

describe('assessContract', () => {
  it('given no code at the address, then no-code for that chain', () => {
    expect(
      assessContract(
        { ...erc721, hasCode: false, supportsErc721: null, supportsErc1155: null, owner: null },
        'SINGLE',
        OWNER,
      ),
    ).toEqual({
      kind: 'no-code',
      chainId: 11155111,
      address: ADDRESS,
    });
  });

  it.each([
    [
      'an ERC-1155 for a single launchpad',
      { supportsErc721: false, supportsErc1155: true },
      'SINGLE',
      'ERC721',
      'ERC1155',
    ],
    [
      'an ERC-721 for a multi launchpad',
      { supportsErc721: true, supportsErc1155: false },
      'MULTI',
      'ERC1155',
      'ERC721',
    ],
    [
      'an ERC-165 contract that is neither',
      { supportsErc721: false, supportsErc1155: false },
      'SINGLE',
      'ERC721',
      'other',
    ],
    ['a contract without ERC-165', { supportsErc721: null, supportsErc1155: null }, 'MULTI', 'ERC1155', 'no-erc165'],
  ] as const)(
    'given %s, then wrong-standard says what it found and what is needed',
    (_, answers, type, needed, found) => {
      expect(assessContract({ ...erc721, ...answers }, type, OWNER)).toMatchObject({
        kind: 'wrong-standard',
        needed,
        found,
      });
    },
  );

  it('given the right standard and the EOA as owner (any letter case), then ok with a match', () => {
    expect(assessContract(erc721, 'SINGLE', OWNER.toLowerCase())).toEqual({
      kind: 'ok',
      chainId: 11155111,
      address: ADDRESS,
      standard: 'ERC721',
      name: '서울의 밤',
      symbol: 'SEOUL',
      implementation: null,
      owner: { kind: 'match', owner: OWNER },
    });
  });

  it('given another owner, then a mismatch with both addresses', () => {
    expect(assessContract(erc721, 'SINGLE', OTHER)).toMatchObject({
      kind: 'ok',
      owner: { kind: 'mismatch', owner: OWNER, eoa: OTHER },
    });
  });

  it('given no registered EOA, then no-eoa with the owner', () => {
    expect(assessContract(erc721, 'SINGLE', null)).toMatchObject({ owner: { kind: 'no-eoa', owner: OWNER } });
  });

  it('given no owner() on the contract, then unknown whatever the EOA', () => {
    expect(assessContract({ ...erc721, owner: null }, 'SINGLE', OWNER)).toMatchObject({ owner: { kind: 'unknown' } });
    expect(assessContract({ ...erc721, owner: null }, 'SINGLE', null)).toMatchObject({ owner: { kind: 'unknown' } });
  });

  it('given an ERC-1155 proxy for a multi launchpad, then ok and the implementation is kept', () => {
    const proxy = { ...erc721, supportsErc721: false, supportsErc1155: true, implementation: OTHER };
    expect(assessContract(proxy, 'MULTI', OWNER)).toMatchObject({
      kind: 'ok',
      standard: 'ERC1155',
      implementation: OTHER,
    });
  });
});
