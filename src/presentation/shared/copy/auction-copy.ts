import type { AuctionDescription } from '../../../domain/auction/auction-description';
import { glossary } from './glossary';
import { formatCount, withParticle } from './korean';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_SIDE,
  PROFILE_IMAGE_MIN_SIDE,
} from '../../../domain/creator/profile-image-rules';

/** The auction description editor's words. */
export const auctionCopy = {
  title: '경매 설명',
  back: '런치패드 목록',
  formLabel: '경매 설명 작성',
  basic: {
    legend: '기본 정보',
    title: '경매 제목',
    artistName: '아티스트 이름',
    summary: '짧은 소개',
    /** Under a field filled in at opening: where it came from, until the creator changes it. */
    fromProfile: '제출한 크리에이터 프로필에서 가져왔습니다. 바꿀 수 있습니다.',
  },
  items: {
    legend: '작품',
    hint: (max: number) =>
      `경매에 올리는 작품입니다. 최대 ${max}개까지 넣을 수 있습니다. 손잡이(⠿)를 끌어 순서를 바꾸고, 작품을 누르면 그 자리에서 고칠 수 있습니다.`,
    /** The drag handle's instructions, read with it (dnd-kit's screen reader instructions). */
    keyboardHint:
      '순서를 바꾸려면 손잡이에서 스페이스 바를 눌러 작품을 들고, 위아래 화살표 키로 옮긴 다음 스페이스 바를 다시 누릅니다. Esc 키를 누르면 옮기지 않습니다.',
    handle: (position: number) => `작품 ${position} 순서 바꾸기`,
    handleRole: '끌어서 옮기는 버튼',
    toggle: (position: number) => `작품 ${position} 자세히`,
    more: (position: number) => `작품 ${position} 더 보기`,
    moveUpItem: '위로 이동',
    moveDownItem: '아래로 이동',
    untitled: '이름 없음',
    noDescription: '설명 없음',
    needsFix: '확인 필요',
    picked: (position: number) =>
      `${withParticle(`작품 ${position}`, '을/를')} 들었습니다. 지금 ${position}번 자리입니다.`,
    over: (position: number, to: number) => `${withParticle(`작품 ${position}`, '이/가')} ${to}번 자리에 있습니다.`,
    stayed: (position: number) => `${withParticle(`작품 ${position}`, '은/는')} ${position}번 자리에 그대로 있습니다.`,
    count: (count: number, max: number) => `${count} / ${max}개`,
    empty: '아직 작품이 없습니다. 작품 추가를 눌러 넣어 주세요.',
    emptyReadOnly: '작품이 없습니다.',
    prefilled: '컬렉션에 등록된 작품을 불러왔습니다. 필요한 만큼 고쳐 주세요.',
    add: '작품 추가',
    full: (max: number) => `작품은 최대 ${max}개까지 넣을 수 있습니다.`,
    itemLabel: (position: number) => `작품 ${position}`,
    name: '작품 이름',
    description: '작품 설명',
    image: '작품 이미지',
    imageChoose: '이미지 선택',
    imageChange: '이미지 바꾸기',
    imageRemove: '이미지 빼기',
    // An item's image follows the picture rules (pictureRules), the same as a profile or collection image.
    imageHint: `PNG, JPEG, GIF, WebP · ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024}MB 이하 · 가로와 세로 ${formatCount(PROFILE_IMAGE_MIN_SIDE)}~${formatCount(PROFILE_IMAGE_MAX_SIDE)}px`,
    imageRefused:
      '이 이미지 링크는 지금은 쓸 수 없습니다. https://, ipfs://, ar:// 링크만 사용할 수 있으니 이미지를 다시 선택하거나 삭제해 주세요.',
    noImage: '이미지 없음',
    uploading: (percent: number) => `이미지 올리는 중 ${percent}%`,
    up: '위로',
    down: '아래로',
    delete: '삭제',
    moveUp: (position: number) => `작품 ${position} 위로 옮기기`,
    moveDown: (position: number) => `작품 ${position} 아래로 옮기기`,
    remove: (position: number) => `작품 ${position} 삭제`,
    moved: (from: number, to: number) => `${withParticle(`작품 ${from}`, '을/를')} ${to}번 자리로 옮겼습니다.`,
    removed: (position: number) => `${withParticle(`작품 ${position}`, '을/를')} 삭제했습니다.`,
    added: (position: number) => `${withParticle(`작품 ${position}`, '을/를')} 추가했습니다.`,
  },
  visibility: {
    legend: '노출 여부',
    label: '거래소에 노출',
    description: '끄면 승인된 뒤에도 거래소의 경매 화면에 이 설명이 보이지 않습니다.',
  },
  project: {
    legend: '프로젝트 정보',
    label: '프로젝트 소개',
    hint: '줄바꿈은 그대로 보입니다.',
  },
  links: {
    legend: '소셜 링크',
    filledIn: '컬렉션 메타데이터나 크리에이터 프로필에서 가져온 링크입니다. 바꿀 수 있습니다.',
    website: '웹사이트',
    youtube: '유튜브',
    instagram: '인스타그램',
    x: 'X',
    kakaoTalk: '카카오톡 오픈채팅',
    placeholders: {
      website: 'https://example.com',
      youtube: 'https://youtube.com/@채널',
      instagram: 'https://instagram.com/계정',
      x: 'https://x.com/계정',
      kakaoTalk: 'https://open.kakao.com/o/채팅방',
    },
  },
  bar: {
    label: '경매 설명 저장',
    preview: '미리보기',
    saveDraft: '임시저장',
    save: '저장',
  },
  status: {
    none: '아직 저장하지 않았습니다',
    DRAFT: glossary.status.draft,
    SUBMITTED: '제출됨',
    savedAt: (time: string) => `${time} 저장`,
    submittedAt: (time: string) => `${time} 제출`,
  } satisfies Record<AuctionDescription['status'] | 'none' | 'savedAt' | 'submittedAt', unknown>,
  confirmPreview: {
    title: '저장하지 않은 변경 사항이 있습니다',
    body: '미리보기는 저장된 내용을 보여 줍니다. 지금 작성한 내용을 임시저장하고 미리 보시겠습니까?',
    bodyNothingSaved: '미리보기는 저장된 내용을 보여 줍니다. 아직 저장된 내용이 없으니 먼저 임시저장합니다.',
    saveAndPreview: '임시저장 후 미리보기',
    previewSaved: '저장된 내용 미리보기',
    cancel: '취소',
  },
  savedDraft: '임시저장했습니다.',
  saved: '경매 설명을 저장했습니다.',
  /** Under 심사 a saved change is submitted: the launch is in review, so saying so is true. */
  savedInReview: '경매 설명을 저장했습니다. 바뀐 내용이 다시 심사를 받습니다.',
  saveFailed: '경매 설명을 저장하지 못했습니다.',
  draftFailed: '임시저장하지 못했습니다.',
  previewFailed: '미리보기를 열지 못했습니다.',
  previewOpened: '새 탭에서 미리보기를 열었습니다.',
  waitForUploads: '이미지를 올리는 중입니다. 끝난 뒤에 다시 눌러 주세요.',
  fixErrors: '표시된 항목을 고쳐 주세요.',
  loadFailed: '경매 설명을 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;
