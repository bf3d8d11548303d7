/** Korean names of request fields, so a 400 names the field the creator sees ("휴대폰 번호: …"). */
const labels: Record<string, string> = {
  id: 'ID',
  size: '개수',
  token: '로그인 토큰',
  termsAgreed: '약관 동의',
  name: '이름',
  chain: '체인',
  chainId: '체인 ID',
  collectionType: '컬렉션 유형',
  contractAddress: '스마트 컨트랙트 주소',
  startAt: '시작 일시',
  endAt: '종료 일시',
  phoneNumber: '휴대폰 번호',
  description: '설명',
  youtubeUrl: '유튜브 링크',
  instagramUrl: '인스타그램 링크',
  xUrl: 'X 링크',
  image: '이미지',
  imageUrl: '이미지',
  launchpadId: '런치패드 ID',
  title: '제목',
  artistName: '작가명',
  summary: '요약',
  items: '에디션/아이템',
  visible: '노출 여부',
  projectInfo: '프로젝트 정보',
  links: '링크',
  website: '웹사이트 링크',
  youtube: '유튜브 링크',
  instagram: '인스타그램 링크',
  x: 'X 링크',
  kakaoTalk: '카카오톡 오픈채팅 링크',
  temporary: '임시저장 여부',
  address: '스마트 컨트랙트 주소',
  standard: '토큰 표준',
  symbol: '심볼',
  ownerAddress: '소유자 주소',
  year: '연도',
  tokenName: '토큰 이름',
  tokenDescription: '토큰 설명',
  mediaUrl: '미디어',
  supply: '발행 수량',
  tokens: '토큰',
  baseUpdatedAt: '불러온 내용의 저장 시각',
  tokenId: '토큰 ID',
  attributes: '속성',
  traitType: '속성 이름',
  value: '속성 값',
  message: '서명 메시지',
  signature: '서명',
};

/**
 * The label of a dotted path: the last named segment, with the position of the nearest list item
 * ("tokens.3.name" → "이름 (4번째 항목)").
 */
export function labelFor(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const segments = path.split('.');
  const names = segments.filter((s) => !/^\d+$/.test(s));
  const last = names.at(-1);
  if (last === undefined) return undefined;
  const label = labels[last] ?? last;
  const index = [...segments].reverse().find((s) => /^\d+$/.test(s));
  return index === undefined ? label : `${label} (${Number(index) + 1}번째 항목)`;
}
