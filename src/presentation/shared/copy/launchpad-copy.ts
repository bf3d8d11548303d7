import type { CollectionType, Launchpad, LaunchpadStatus } from '../../../domain/launchpad/launchpad';
import { glossary } from './glossary';
import { formatCount, quoted } from './korean';

/** The launchpad list's words. */
export const launchpadCopy = {
  title: '런치패드',
  create: '런치패드 만들기',
  count: (shown: number, total: number) =>
    shown === total ? `전체 ${formatCount(total)}개` : `전체 ${formatCount(total)}개 중 ${formatCount(shown)}개`,
  search: '런치패드 검색',
  searchPlaceholder: '이름 또는 컨트랙트 주소',
  listLabel: '런치패드 목록',
  columns: { name: '런치패드', chain: '체인', contract: '컨트랙트', status: '상태', dates: '일정', work: '작업' },
  noContract: '컨트랙트 미등록',
  noSchedule: '일정 미정',
  created: (date: string) => `${date} 생성`,
  metadata: '컬렉션 메타데이터',
  auction: '경매 설명',
  emptyTitle: '아직 런치패드가 없습니다',
  emptyBody: '첫 런치패드를 만들고 컬렉션 메타데이터와 경매 설명을 채워 주세요.',
  noMatch: '검색 결과가 없습니다. 다른 이름이나 주소로 검색해 주세요.',
  noMatchFiltered: '조건에 맞는 런치패드가 없습니다. 상태나 체인 필터를 바꿔 주세요.',
  incomplete: (loaded: number, total: number) =>
    `런치패드 ${formatCount(total)}개 중 ${formatCount(loaded)}개만 불러왔습니다. 검색과 필터는 불러온 런치패드에서만 찾습니다.`,
  filters: {
    status: '상태 필터',
    chain: '체인 필터',
    sort: '정렬',
    all: '전체',
    created: '만든 날짜 (최신순)',
    name: '이름 (가나다순)',
  },
  loadFailed: '런치패드 목록을 불러오지 못했습니다.',
  retry: '다시 시도',
  dialog: {
    title: '새 런치패드',
    name: '런치패드 이름',
    chain: '체인',
    mainnets: glossary.mainnet,
    testnets: glossary.testnet,
    type: '컬렉션 유형',
    submit: '만들기',
    cancel: '취소',
  },
  created_: (name: string) => `런치패드 ${quoted(name, '을/를')} 만들었습니다.`,
  createFailed: '런치패드를 만들지 못했습니다.',
  copyAddress: (name: string) => `${name} 컨트랙트 주소 복사`,
  addressCopied: '컨트랙트 주소를 복사했습니다.',
  copyFailed: '컨트랙트 주소를 복사하지 못했습니다.',
  openExplorer: (name: string) => `${name} 컨트랙트를 익스플로러에서 보기`,
  /** Under each kind in the create dialog: what it makes, so the choice needs no guess. */
  collectionTypeHint: {
    SINGLE: '토큰마다 한 점뿐인 작품 (ERC-721)',
    MULTI: '같은 작품을 여러 개 발행 (ERC-1155)',
  } satisfies Record<CollectionType, string>,
  clearFilters: '필터 지우기',
} as const;

export const collectionTypeLabel: Record<CollectionType, string> = {
  SINGLE: '싱글 에디션 (1/1)',
  MULTI: '멀티 에디션',
};

/** The statuses' words; their colours and shapes are the status mark's (shared/status/status-mark.tsx). */
export const launchpadStatusLabel: Record<LaunchpadStatus, string> = {
  DRAFT: glossary.status.draft,
  IN_REVIEW: glossary.status.inReview,
  APPROVED: glossary.status.approved,
  LIVE: '판매 중',
  ENDED: '종료',
};

/**
 * Where a launch stands, in words, as the list's row says it: a 작성 중 launch says how many steps are
 * left (작성 중 · 2단계 남음), or, with nothing left, that it waits for 심사 요청; the others their status.
 * Without a count (a gateway that does not send it) a draft says 작성 중 alone.
 */
export function launchpadStanding(launchpad: Pick<Launchpad, 'status' | 'partsLeft'>): {
  label: string;
  detail: string | null;
} {
  const { status, partsLeft } = launchpad;
  if (status !== 'DRAFT' || partsLeft === undefined || partsLeft === null)
    return { label: launchpadStatusLabel[status], detail: null };
  if (partsLeft === 0) return { label: '심사 요청 전', detail: null };
  return { label: launchpadStatusLabel.DRAFT, detail: `${formatCount(partsLeft)}단계 남음` };
}
