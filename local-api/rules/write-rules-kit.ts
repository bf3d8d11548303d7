import type { ApiClient } from '../test-support/api-client';

/** The inputs the write-rules tests send: a launchpad, its contract, tokens, metadata and an auction description. */

export const ADDRESS = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const links = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };

export const newLaunchpad = (client: ApiClient, collectionType: 'SINGLE' | 'MULTI' = 'SINGLE') =>
  client.ok('createLaunchpad', { body: { name: '규칙', chain: 'ETHEREUM', chainId: 11155111, collectionType } });
export const contractInput = (launchpadId: number, address = ADDRESS) => ({
  launchpadId,
  chain: 'ETHEREUM' as const,
  chainId: 11155111,
  address,
  standard: 'ERC721' as const,
  name: 'Test',
  symbol: 'TST',
  ownerAddress: null,
});
export const token = (tokenId: number, imageUrl: string | null = null) => ({
  tokenId,
  name: `토큰 ${tokenId}`,
  description: '',
  imageUrl,
  attributes: [],
});
export const singleMetadata = (launchpadId: number, extra: Record<string, unknown> = {}) => ({
  launchpadId,
  name: '컬렉션',
  description: '',
  imageUrl: null,
  year: null,
  links,
  temporary: true,
  ...extra,
});
export const auction = (launchpadId: number, extra: Record<string, unknown> = {}) => ({
  launchpadId,
  title: '경매',
  artistName: '작가',
  summary: '',
  items: [{ name: '작품', description: '', imageUrl: null }],
  visible: true,
  projectInfo: '',
  links,
  temporary: true,
  ...extra,
});
