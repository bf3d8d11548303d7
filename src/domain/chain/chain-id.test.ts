import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { upsertContractInputSchema } from '../contract/contract';
import { createLaunchpadInputSchema } from '../launchpad/launchpad';
import { singleTokenSchema } from '../metadata/collection-metadata';
import { chainIdMatchesBackendName, chainIdMessages } from './chain-id';
import { supportedChains } from './chains';

const launchpad = (chain: string, chainId: number) => ({ name: '체인', chain, chainId, collectionType: 'SINGLE' });

describe('chain id rules', () => {
  it('given each supported chain with its own backend name, then they agree', () => {
    for (const chain of supportedChains) expect(chainIdMatchesBackendName(chain.backendName, chain.id)).toBe(true);
  });

  it.each([
    ['POLYGON', 1, chainIdMessages.mismatch],
    ['LUNIVERSE', 11155111, chainIdMessages.mismatch],
    ['ETHEREUM', 31337, chainIdMessages.unsupported],
    ['ETHEREUM', 0, chainIdMessages.unsupported],
  ])('given a new launchpad on %s with chain id %i, then the app refuses it at chainId', (chain, chainId, message) => {
    const result = v.safeParse(createLaunchpadInputSchema, launchpad(chain, chainId));
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['chainId', message]]);
  });

  it.each([
    ['POLYGON', 80002],
    ['POLYGON', 137],
    ['ETHEREUM', 11155111],
  ])('given %s with %i, then it is accepted', (chain, chainId) => {
    expect(v.is(createLaunchpadInputSchema, launchpad(chain, chainId))).toBe(true);
  });

  it('given a contract on POLYGON with chain id 1, then refused at chainId', () => {
    const input = {
      launchpadId: 1,
      chain: 'POLYGON',
      chainId: 1,
      address: '0x' + 'a'.repeat(40),
      standard: 'ERC721',
      name: '',
      symbol: '',
      ownerAddress: null,
    };
    const result = v.safeParse(upsertContractInputSchema, input);
    expect(result.issues?.map((i) => v.getDotPath(i))).toEqual(['chainId']);
  });

  it.each([2 ** 53, 1e308, -1, 0.5])('given token id %s, then refused', (tokenId) => {
    expect(v.is(singleTokenSchema, { tokenId, name: '토큰', description: '', imageUrl: null, attributes: [] })).toBe(
      false,
    );
  });
});
