import type { AuctionDescription } from '../../src/domain/auction/auction-description';
import type { Contract } from '../../src/domain/contract/contract';
import type { ContractReading } from '../../src/domain/contract/contract-reading';
import type { Creator } from '../../src/domain/creator/creator';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import type { MultiMetadata, SingleToken } from '../../src/domain/metadata/collection-metadata';
import type { UserInfo } from '../../src/domain/user/user-info';

/** Plausible entities (they parse with the domain schemas) for fakes and adapter tests. */
const T = '2026-11-01T00:00:00.000Z';
export const DEMO_CONTRACT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

export function sampleLaunchpad(overrides: Partial<Launchpad> = {}): Launchpad {
  return {
    id: 1,
    name: '서울의 밤 컬렉션',
    chain: 'ETHEREUM',
    chainId: 1,
    contractAddress: DEMO_CONTRACT_ADDRESS,
    collectionType: 'SINGLE',
    status: 'LIVE',
    startAt: '2026-11-13T00:00:00.000Z',
    endAt: '2026-12-13T00:00:00.000Z',
    createdAt: T,
    updatedAt: T,
    ...overrides,
  };
}

export function sampleLaunchpads(): Launchpad[] {
  return [
    sampleLaunchpad(),
    sampleLaunchpad({
      id: 2,
      name: '베이스 여름 굿즈',
      chain: 'BASE',
      chainId: 8453,
      contractAddress: null,
      collectionType: 'MULTI',
      status: 'ENDED',
    }),
    sampleLaunchpad({
      id: 3,
      name: '루니버스 한정판 에디션',
      chain: 'LUNIVERSE',
      chainId: 256,
      contractAddress: null,
      collectionType: 'MULTI',
      status: 'IN_REVIEW',
    }),
    sampleLaunchpad({
      id: 4,
      name: '폴리곤 드로잉 시리즈',
      chain: 'POLYGON',
      chainId: 137,
      contractAddress: null,
      status: 'APPROVED',
    }),
    sampleLaunchpad({
      id: 5,
      name: '세폴리아 테스트 드롭',
      chainId: 11155111,
      contractAddress: null,
      collectionType: 'MULTI',
      status: 'DRAFT',
      startAt: null,
      endAt: null,
    }),
  ];
}

export function sampleCreator(overrides: Partial<Creator> = {}): Creator {
  return {
    id: 1,
    name: '김하늘',
    description: '빛과 도시를 그리는 디지털 아티스트',
    imageUrl: null,
    youtubeUrl: 'https://youtube.com/@haneul',
    instagramUrl: 'https://instagram.com/haneul.studio',
    xUrl: '',
    status: 'APPROVED',
    submittedAt: T,
    createdAt: T,
    updatedAt: T,
    ...overrides,
  };
}

export function sampleUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 'creator',
    name: '김하늘',
    email: 'haneul.kim@example.com',
    phoneNumber: '01012345678',
    termsAgreed: true,
    termsAgreedAt: T,
    company: {
      name: '하늘스튜디오 주식회사',
      registrationNumber: '123-45-67890',
      representative: '김하늘',
      address: '서울특별시 강남구 테헤란로 123, 4층',
      phoneNumber: '0212345678',
      email: 'contact@haneul.studio',
    },
    joinedAt: T,
    ...overrides,
  };
}

export function sampleContract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 1,
    launchpadId: 1,
    chain: 'ETHEREUM',
    chainId: 1,
    address: DEMO_CONTRACT_ADDRESS,
    standard: 'ERC721',
    name: 'Seoul Nights',
    symbol: 'SNIGHT',
    ownerAddress: null,
    syncedAt: T,
    updatedAt: T,
    ...overrides,
  };
}

/** What the chain shows at an ERC-721 on Sepolia (the contract step's tests); `owner` is whose it is. */
export function sampleErc721Reading(owner: string | null, overrides: Partial<ContractReading> = {}): ContractReading {
  return {
    chainId: 11155111,
    address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    hasCode: true,
    implementation: null,
    supportsErc721: true,
    supportsErc1155: false,
    name: '한강 컬렉션',
    symbol: 'HANGANG',
    owner,
    ...overrides,
  };
}

/** `count` plain tokens numbered from `firstId` (`토큰 1`, `토큰 2`…), as an editions editor keeps them. */
export function sampleTokens(count: number, firstId = 1): SingleToken[] {
  return Array.from({ length: count }, (_, i) => ({
    tokenId: firstId + i,
    name: `토큰 ${firstId + i}`,
    description: '',
    imageUrl: null,
    attributes: [],
  }));
}

const noLinks = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };

/** A multi edition's collection metadata with everything 제출 needs (a single edition reads its own fields of it). */
export function sampleMetadata(overrides: Partial<MultiMetadata> = {}): MultiMetadata {
  return {
    launchpadId: 5,
    name: '세폴리아 드롭',
    description: '',
    imageUrl: null,
    year: 2026,
    links: noLinks,
    tokenName: '에디션',
    tokenDescription: '',
    mediaUrl: null,
    supply: 100,
    status: 'DRAFT',
    submittedAt: null,
    updatedAt: T,
    ...overrides,
  };
}

/** An auction description with everything 제출 needs, kept as a draft. */
export function sampleAuctionDescription(overrides: Partial<AuctionDescription> = {}): AuctionDescription {
  return {
    id: 1,
    launchpadId: 5,
    title: '경매',
    artistName: '김하늘',
    summary: '',
    items: [{ name: '작품', description: '', imageUrl: 'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG/1.png' }],
    visible: true,
    projectInfo: '',
    links: noLinks,
    status: 'DRAFT',
    updatedAt: T,
    submittedAt: null,
    ...overrides,
  };
}
