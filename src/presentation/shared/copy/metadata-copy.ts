import { glossary } from './glossary';
import { formatCount } from './korean';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_SIDE,
  PROFILE_IMAGE_MIN_SIDE,
} from '../../../domain/creator/profile-image-rules';
import { SUPPLY_MAX, SUPPLY_MIN } from '../../../domain/metadata/collection-metadata';

const count = new Intl.NumberFormat('ko-KR');

/** The words of step 2 (메타데이터) of the collection metadata, single and multi edition. */
export const metadataCopy = {
  title: '컬렉션 메타데이터',
  formLabel: '컬렉션 메타데이터 편집',
  introSingle:
    '거래소에 보일 컬렉션 정보와 링크를 적어 주세요. 임시저장은 언제든 할 수 있습니다. 필수 항목을 채워 저장하면 다음 단계로 넘어가고, 심사는 마지막 단계의 심사 요청으로 시작됩니다.',
  introMulti:
    '거래소에 보일 컬렉션 정보, 에디션과 링크를 적어 주세요. 임시저장은 언제든 할 수 있습니다. 필수 항목을 채워 저장하면 다음 단계로 넘어가고, 심사는 마지막 단계의 심사 요청으로 시작됩니다.',
  collectionSection: '컬렉션 정보',
  editionSection: '에디션',
  linksSection: '링크',
  name: '컬렉션 이름',
  namePlaceholder: '예: 서울의 밤',
  description: '컬렉션 설명',
  image: '컬렉션 이미지',
  year: '제작 연도',
  yearHint: '비워 두어도 됩니다.',
  yearPlaceholder: '예: 2024',
  tokenName: '토큰 이름',
  tokenDescription: '토큰 설명',
  media: '에디션 미디어',
  supply: '발행 수량',
  supplyHint: `${count.format(SUPPLY_MIN)}~${count.format(SUPPLY_MAX)}개`,
  supplyRange: `발행 수량은 ${count.format(SUPPLY_MIN)}부터 ${count.format(SUPPLY_MAX)}까지 입력할 수 있습니다.`,
  website: '웹사이트',
  websitePlaceholder: 'https://example.com',
  youtube: '유튜브',
  youtubePlaceholder: 'https://youtube.com/@채널',
  instagram: '인스타그램',
  instagramPlaceholder: 'https://instagram.com/계정',
  x: 'X',
  xPlaceholder: 'https://x.com/계정',
  kakaoTalk: '카카오톡 오픈채팅',
  kakaoTalkPlaceholder: 'https://open.kakao.com/o/채팅방',
  imageChoose: '이미지 선택',
  imageChange: '다른 이미지 선택',
  imageRemove: '이미지 빼기',
  imageHint: `PNG, JPEG, GIF, WebP · ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024}MB 이하 · 가로와 세로 ${formatCount(PROFILE_IMAGE_MIN_SIDE)}~${formatCount(PROFILE_IMAGE_MAX_SIDE)}px`,
  imageNone: '아직 이미지가 없습니다',
  imagePreview: (label: string) => `${label} 미리보기`,
  uploading: (percent: number) => `올리는 중 ${percent}%`,
  uploadFailed: '이미지를 올리지 못했습니다.',
  bar: '컬렉션 메타데이터 저장',
  saveDraft: '임시저장',
  save: '저장',
  draftSaved: '컬렉션 메타데이터를 임시저장했습니다.',
  draftFailed: '컬렉션 메타데이터를 임시저장하지 못했습니다.',
  saved: '컬렉션 메타데이터를 저장했습니다.',
  /** Under 심사 a saved change is submitted: the launch is in review, so saying so is true. */
  savedInReview: '컬렉션 메타데이터를 저장했습니다. 바뀐 내용이 다시 심사를 받습니다.',
  saveFailed: '컬렉션 메타데이터를 저장하지 못했습니다.',
  status: {
    none: '아직 저장하지 않았습니다',
    DRAFT: (time: string) => `${glossary.status.draft} · ${time} 저장`,
    SUBMITTED: (time: string) => `제출됨 · ${time}`,
  },
  statusLabel: '컬렉션 메타데이터 상태',
  noContract: '먼저 1단계에서 컨트랙트를 등록해 주세요.',
  loadFailed: '컬렉션 메타데이터를 불러오지 못했습니다.',
  retry: '다시 시도',
} as const;
