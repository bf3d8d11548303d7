import type { EndpointName } from '../../contract/creators-api';
import type { FieldKind } from './malformed-values';

/** An endpoint with a valid request, and what each body field holds (so the fuzzer can break it). */
export interface FuzzTarget {
  name: EndpointName;
  params?: Record<string, number>;
  query?: Record<string, number>;
  body?: Record<string, unknown>;
  fields?: Record<string, FieldKind>;
}

export interface FuzzIds {
  single: number;
  multi: number;
  profile: number;
}

const text = (max: number, required = true): FieldKind => ({ kind: 'text', max, required });
const link: FieldKind = { kind: 'link' };
const id: FieldKind = { kind: 'id' };
const links = { website: '', youtube: 'youtu.be/a', instagram: '', x: '', kakaoTalk: '' };
const linkFields = {
  links: { kind: 'object' },
  'links.website': link,
  'links.youtube': link,
  'links.instagram': link,
  'links.x': link,
  'links.kakaoTalk': link,
} as const;
const token = () => ({ tokenId: 1, name: 'a', description: '', imageUrl: null, attributes: [] });

/** Every endpoint of the contract, with valid requests against the demo creator's own records. */
export function buildFuzzTargets({ single, multi, profile }: FuzzIds): FuzzTarget[] {
  const collection = {
    launchpadId: single,
    name: 'n',
    description: '',
    imageUrl: null,
    year: 2020,
    links,
    temporary: false,
  };
  const collectionFields = {
    launchpadId: id,
    name: text(100),
    description: text(5000, false),
    imageUrl: { kind: 'upload' },
    year: { kind: 'int', min: 1950, max: 2026, nullable: true },
    ...linkFields,
  } satisfies Record<string, FieldKind>;

  return [
    { name: 'refresh', body: { token: 'rt_x' }, fields: { token: text(10_000), termsAgreed: { kind: 'bool' } } },
    { name: 'listLaunchpads', query: { size: 10 } },
    { name: 'getLaunchpad', params: { id: single } },
    {
      name: 'createLaunchpad',
      body: { name: 'n', chain: 'BASE', chainId: 8453, collectionType: 'SINGLE' },
      fields: {
        name: text(100),
        chain: { kind: 'enum' },
        chainId: { kind: 'int', min: 1 },
        collectionType: { kind: 'enum' },
      },
    },
    {
      name: 'updateLaunchpad',
      params: { id: single },
      body: { name: 'n', contractAddress: null, startAt: null, endAt: null },
      fields: {
        name: text(100),
        contractAddress: { kind: 'address', nullable: true },
        startAt: { kind: 'timestamp' },
        endAt: { kind: 'timestamp' },
      },
    },
    {
      name: 'registerEoa',
      body: { message: 'm', signature: `0x${'a'.repeat(130)}` },
      fields: { message: text(2000), signature: { kind: 'signature' } },
    },
    { name: 'updatePhone', body: { phoneNumber: '01012345678' }, fields: { phoneNumber: { kind: 'phone' } } },
    { name: 'createCreator', body: { name: 'n' }, fields: { name: text(50) } },
    {
      name: 'submitCreator',
      params: { id: profile },
      body: { name: 'n', description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' },
      fields: { name: text(50), description: text(2000, false), youtubeUrl: link, instagramUrl: link, xUrl: link },
    },
    { name: 'getCreator', params: { id: profile } },
    { name: 'listAuctionDescriptions', query: { launchpadId: single } },
    {
      name: 'submitAuctionDescription',
      body: {
        launchpadId: single,
        title: 't',
        artistName: 'a',
        summary: '',
        items: [{ name: 'i', description: '', imageUrl: null }],
        visible: true,
        projectInfo: '',
        links,
        temporary: true,
      },
      fields: {
        launchpadId: id,
        title: text(100),
        artistName: text(100),
        summary: text(1000, false),
        items: { kind: 'array', max: 100, valid: () => ({ name: 'i', description: '', imageUrl: null }) },
        'items.0.name': text(200),
        'items.0.description': text(2000, false),
        visible: { kind: 'bool' },
        projectInfo: text(10_000, false),
        temporary: { kind: 'bool' },
        ...linkFields,
      },
    },
    { name: 'createAuctionPreviewKey', query: { launchpadId: single } },
    {
      name: 'upsertContract',
      body: {
        launchpadId: single,
        chain: 'ETHEREUM',
        chainId: 1,
        address: `0x${'1'.repeat(40)}`,
        standard: 'ERC721',
        name: '',
        symbol: '',
        ownerAddress: null,
      },
      fields: {
        launchpadId: id,
        chain: { kind: 'enum' },
        chainId: { kind: 'int', min: 1 },
        address: { kind: 'address', nullable: false },
        standard: { kind: 'enum' },
        name: text(200, false),
        symbol: text(50, false),
        ownerAddress: { kind: 'address', nullable: true },
      },
    },
    { name: 'syncContract', body: { launchpadId: single }, fields: { launchpadId: id } },
    { name: 'submitSingleMetadata', body: collection, fields: collectionFields },
    {
      name: 'submitMultiMetadata',
      body: { ...collection, launchpadId: multi, tokenName: 't', tokenDescription: '', mediaUrl: null, supply: 10 },
      fields: {
        ...collectionFields,
        tokenName: text(100),
        tokenDescription: text(5000, false),
        mediaUrl: { kind: 'upload' },
        supply: { kind: 'int', min: 1, max: 1_000_000 },
      },
    },
    {
      name: 'upsertSingleTokens',
      body: { launchpadId: single, tokens: [token()] },
      fields: {
        launchpadId: id,
        tokens: { kind: 'array', max: 10_000, valid: token },
        'tokens.0.tokenId': { kind: 'int', min: 0 },
        'tokens.0.name': text(200),
        'tokens.0.description': text(5000, false),
        'tokens.0.attributes': { kind: 'array', max: 50, valid: () => ({ traitType: 'a', value: 'b' }) },
      },
    },
    { name: 'getSingleMetadata', query: { launchpadId: single } },
    { name: 'getMultiMetadata', query: { launchpadId: multi } },
    { name: 'getContractMetadata', query: { launchpadId: single } },
    { name: 'getDeploymentInfo', query: { launchpadId: single } },
    { name: 'uploadImage' },
    { name: 'getEoa' },
    { name: 'createEoaNonce' },
    { name: 'getUserInfo' },
    { name: 'listCreators' },
  ];
}
