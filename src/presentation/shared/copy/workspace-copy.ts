import type { ChainVerification, TokenStandard } from '../../../domain/contract/contract';
import type { CollectionType } from '../../../domain/launchpad/launchpad';
import { glossary } from './glossary';
import { withParticle } from './korean';

const standardName: Record<TokenStandard, string> = { ERC721: 'ERC-721', ERC1155: 'ERC-1155' };
const kindName: Record<CollectionType, string> = { SINGLE: '싱글 에디션', MULTI: '멀티 에디션' };
const neededFor = (standard: TokenStandard) => (standard === 'ERC721' ? 'SINGLE' : 'MULTI') satisfies CollectionType;

/** The launchpad workspace (left column and steps) and step 1 (컨트랙트). */
export const workspaceCopy = {
  stepsLabel: '런치패드 작업 단계',
  kind: kindName,
  steps: {
    contract: '컨트랙트',
    metadata: '컬렉션 메타데이터',
    editions: '에디션',
    auction: '경매 설명',
  },
  stepState: {
    saved: '저장됨',
    needed: '입력 필요',
    submitted: '제출됨',
    draft: glossary.status.draft,
    notStarted: '시작 전',
    locked: '컨트랙트 저장 후',
    loading: '확인 중…',
    // Not "토큰 N개": the editor's own heading says that, and the column must not read as a second count of the rows shown.
    tokens: (count: number) => `${count.toLocaleString('ko-KR')}개 저장됨`,
    tokensWithoutImages: (count: number, missing: number) =>
      `${count.toLocaleString('ko-KR')}개 저장됨 · 이미지 ${missing.toLocaleString('ko-KR')}개 없음`,
    ownerMismatch: '소유자 확인 필요',
  },
  current: '현재 단계',
  /** Below the desktop breakpoint the steps column is one line above the step: the current step, N/M and a menu. */
  stepper: {
    menu: '단계 목록',
    count: (position: number, total: number) => `${position}/${total}`,
    countLabel: (position: number, total: number) => `전체 ${total}단계 중 ${position}단계`,
  },
  /**
   * On the steps that need the width (에디션, 경매 설명) the steps column folds to a rail of numbered marks:
   * each mark's name says the step and its state; 심사 전 남은 일 opens from the rail's last mark.
   */
  rail: {
    step: (position: number, label: string, state: string) => `${position}단계 ${label}: ${state}`,
    remaining: (left: number) => (left > 0 ? `심사 전 남은 일 ${left}개` : '심사 전 남은 일 없음'),
    /** Under the mark's count (the mark is named in full for a screen reader). */
    caption: { draft: '남은 일', ready: '준비됨', inReview: '심사 중', closed: '심사 결과' },
  },
  stepBlocked: '컬렉션 메타데이터는 컨트랙트를 저장한 뒤에 입력할 수 있습니다. 먼저 컨트랙트를 확인하고 저장해 주세요.',
  stepBlockedTitle: '컨트랙트가 아직 저장되지 않았습니다',
  loadFailed: '런치패드를 불러오지 못했습니다.',
  retry: '다시 시도',
  back: '런치패드 목록',
  /** The action bar's way on, once the step is saved or submitted (the last step's leads to the list). */
  next: (step: string) => `다음 단계: ${step}`,
  toList: '런치패드 목록으로',
  /** 심사 전 남은 일: what a review still needs, each a link to the step where it is done. */
  remaining: {
    /** By the launch's state: a box that says 심사 중입니다 is not titled 심사 전 남은 일. */
    title: { draft: '심사 전 남은 일', inReview: '심사 진행 상황', closed: '심사 결과' },
    contract: '컨트랙트를 확인하고 저장하기',
    contractOwner: '등록된 지갑이 소유한 컨트랙트로 저장하기',
    metadata: '컬렉션 메타데이터의 필수 항목을 채워 저장하기',
    editions: '에디션에서 토큰 저장하기',
    tokenImages: (missing: number) => `토큰 ${missing.toLocaleString('ko-KR')}개의 이미지 올리기`,
    auction: '경매 설명의 필수 항목을 채워 저장하기',
    ready: '심사에 필요한 내용이 모두 준비되었습니다.',
    inReview: '심사 중입니다. 결과가 나오면 상태가 바뀝니다.',
    closed: '심사를 마친 런치패드입니다.',
  },
  rename: {
    open: '이름 변경',
    openLabel: (name: string) => `런치패드 ${name} 이름 변경`,
    title: '런치패드 이름 변경',
    name: '런치패드 이름',
    save: '변경',
    cancel: '취소',
    saved: '런치패드 이름을 변경했습니다.',
    failed: '런치패드 이름을 변경하지 못했습니다.',
  },
  /** Above the contract step, only when it applies (never on a read-only launch): what the wallet lacks. */
  walletHint: {
    body: '배포와 소유자 확인에는 등록된 지갑이 필요합니다.',
    noEoa: { title: '등록된 지갑이 없습니다', link: '지갑 등록하러 가기' },
    mismatch: {
      title: '연결된 계정이 등록된 지갑과 다릅니다',
      howTo: 'MetaMask에서 등록된 지갑 계정을 선택하거나, 지갑 화면에서 연결된 계정으로 바꿔 주세요.',
      link: '지갑 화면으로 가기',
    },
  },
  /** A step that belongs to the other kind of launchpad (the editions of a multi edition). */
  singleOnly: '에디션 단계는 싱글 에디션 런치패드에만 있습니다.',
} as const;

/** Step 1: the chain, the contract address, what the chain says about it, and saving it. */
export const contractCopy = {
  title: '컨트랙트',
  intro: '컬렉션을 발행할 스마트 컨트랙트의 주소를 입력해 주세요. 저장하기 전에 런치패드의 체인에서 직접 확인합니다.',
  chain: '체인',
  /** The chain is the launchpad's setting: shown here, changed only through its dialog, only while 작성 중. */
  chainSetting: {
    change: '체인 변경',
    title: '런치패드 체인 변경',
    intro: '체인은 런치패드의 설정입니다. 컨트랙트는 이 체인에서 확인하고 배포합니다.',
    select: '새 체인',
    contractGoes: (chain: string) =>
      `저장된 컨트랙트는 ${chain}에 있어 체인을 바꾸면 이 런치패드에서 빠집니다. 새 체인에서 컨트랙트를 다시 저장하거나 배포해 주세요.`,
    confirm: (from: string, to: string) => `${from}에서 ${withParticle(to, '으로/로')} 바꾸시겠습니까?`,
    submit: '체인 변경',
    cancel: '취소',
    saved: (chain: string) => `런치패드 체인을 ${withParticle(chain, '으로/로')} 변경했습니다.`,
    failed: '체인을 변경하지 못했습니다.',
    waitsForDeploy: '배포가 끝날 때까지 체인을 바꿀 수 없습니다.',
  },
  replace: '다른 컨트랙트로 바꾸기',
  keep: '바꾸지 않기',
  /** While a deploy is under way, under the address field. */
  waitsForDeploy: '배포가 진행 중입니다. 끝나면 주소가 채워지고 저장되므로, 그때까지 주소 입력과 저장은 기다립니다.',
  mainnets: '메인넷',
  testnets: '테스트넷',
  address: '컨트랙트 주소',
  addressPlaceholder: '0x로 시작하는 42자리 주소',
  addressHint: (kind: CollectionType) =>
    `${kindName[kind]} 런치패드에는 ${standardName[neededStandard(kind)]} 컨트랙트가 필요합니다.`,
  barLabel: '컨트랙트 단계 작업',
  check: '컨트랙트 확인',
  recheck: '다시 확인',
  checking: (chain: string) => `${chain}에서 컨트랙트를 확인하는 중…`,
  save: '저장',
  next: '다음 단계',
  saved: '컨트랙트를 저장했습니다.',
  saveFailed: '컨트랙트를 저장하지 못했습니다.',
  savedStatus: '컨트랙트가 저장되어 있습니다.',
  unsavedChange: '저장된 컨트랙트와 다릅니다. 확인 후 저장해 주세요.',
  noCode: (chain: string) =>
    `${chain}에서 이 주소에 배포된 컨트랙트가 없습니다. 지갑 주소(EOA)이거나 다른 체인에 배포된 컨트랙트일 수 있으니 체인과 주소를 확인해 주세요.`,
  wrongStandard: (found: TokenStandard | 'other' | 'no-erc165', needed: TokenStandard) => {
    const need = `${kindName[neededFor(needed)]} 런치패드에는 ${standardName[needed]} 컨트랙트가 필요합니다.`;
    if (found === 'other') return `ERC-721도 ERC-1155도 아닌 컨트랙트입니다. ${need}`;
    if (found === 'no-erc165')
      return `인터페이스 확인(ERC-165)을 지원하지 않아 NFT 컨트랙트인지 확인할 수 없습니다. ${need}`;
    return `${standardName[found]} 컨트랙트입니다. ${need}`;
  },
  readFailed: {
    network: (chain: string) => `${chain} 노드에 연결하지 못했습니다. 잠시 후 다시 확인해 주세요.`,
    timeout: (chain: string) => `${chain} 노드의 응답이 너무 늦습니다. 잠시 후 다시 확인해 주세요.`,
    other: '체인에서 컨트랙트를 읽지 못했습니다. 잠시 후 다시 확인해 주세요.',
    title: '컨트랙트를 확인하지 못했습니다',
  },
  result: {
    title: '체인에서 확인한 내용',
    passed: (standard: TokenStandard) => `${standardName[standard]} 컨트랙트입니다.`,
    standard: '표준',
    name: '이름',
    symbol: '심볼',
    none: '없음',
    proxy: '프록시 구현 컨트랙트',
    owner: '소유자',
    eoa: '등록된 지갑',
    ownerMatch: '소유자가 등록된 지갑과 일치합니다.',
    ownerMismatch:
      '소유자가 등록된 지갑과 다릅니다. 소유자 지갑을 등록하거나, 등록된 지갑이 소유한 컨트랙트를 입력해 주세요.',
    ownerNoEoa: '등록된 지갑이 없어 소유자와 비교할 수 없습니다.',
    ownerUnknown: '소유자를 확인할 수 없습니다',
    ownerUnknownBody:
      '이 컨트랙트에는 owner() 함수가 없습니다. 역할 기반 권한(AccessControl)을 쓰는 컨트랙트일 수 있습니다.',
  },
  deployment: {
    title: '저장된 컨트랙트',
    address: '컨트랙트 주소',
    explorer: (explorer: string) => `${explorer}에서 보기`,
    onChain: '서버의 체인 확인',
    checkedAt: (time: string) => `${time} 확인`,
    transaction: '배포 트랜잭션',
    block: '블록',
    deployedAt: '배포 시각',
    loadFailed: '배포 정보를 불러오지 못했습니다.',
    verification: {
      VERIFIED: '서버에서도 체인의 컨트랙트를 확인했습니다.',
      NO_CODE: '서버가 확인했을 때 이 주소에 컨트랙트가 없었습니다.',
      WRONG_STANDARD: '서버가 확인했을 때 필요한 NFT 표준이 아니었습니다.',
      UNCHECKED: '서버가 이 체인에 연결되어 있지 않아 확인하지 않았습니다.',
      UNREACHABLE: '서버가 체인 노드에 연결하지 못해 확인하지 못했습니다.',
    } satisfies Record<ChainVerification, string>,
  },
} as const;

export function neededStandard(kind: CollectionType): TokenStandard {
  return kind === 'SINGLE' ? 'ERC721' : 'ERC1155';
}

export function standardLabel(standard: TokenStandard): string {
  return standardName[standard];
}
