import { glossary } from './glossary';

/**
 * The glossary's checks: each term with the words rejected for it, and the forms and voice the copy
 * avoids. Kept apart from glossary.ts, whose few words every screen loads, because only the glossary
 * test reads these (they would add about 3 KB to /login's first load).
 */
/** A term: the word the catalogues use for a thing, and the words (or forms) rejected for it. */
export interface Term {
  term: string;
  means: string;
  rejected: readonly (string | RegExp)[];
}

/**
 * Every term the catalogues use for a thing, with the words rejected for it. `glossary.test.ts`
 * fails when any catalogue (the app's, the local API's, the domain's messages, index.html) uses a
 * rejected word. docs/korean-copy.md is the same table for people.
 */
export const terms: readonly Term[] = [
  { term: '임시저장', means: 'saving a draft on the server (the button, its toasts)', rejected: ['임시 저장'] },
  {
    term: '브라우저에 보관',
    means: 'the copy of typed text the browser keeps until it is restored or thrown away (not the server draft)',
    rejected: ['임시 저장', '자동 저장'],
  },
  {
    term: glossary.status.draft,
    means: 'the state of a draft, in lists, steps and status bars',
    rejected: ['임시저장됨', '임시 저장됨', '초안'],
  },
  { term: '심사', means: 'the exchange reviewing what was submitted', rejected: ['검토', '리뷰'] },
  {
    term: '심사 요청',
    means: 'the one action that sends a launch to review, at the workspace’s end (a step only saves: 저장)',
    rejected: ['심사 신청', '심사요청'],
  },
  { term: '올리기', means: 'sending an image or a file to the server', rejected: ['업로드'] },
  { term: '익스플로러', means: 'a chain’s block explorer (Etherscan and the like)', rejected: ['탐색기'] },
  { term: '새로고침', means: 'reloading the page', rejected: ['새로 고침', '새로 고쳐', '리프레시'] },
  { term: '크리에이터', means: 'the creator profile', rejected: ['작가', '창작자'] },
  { term: '지갑', means: 'the creator’s wallet (EOA)', rejected: ['월렛'] },
  { term: '컨트랙트', means: 'the smart contract', rejected: ['계약'] },
  { term: glossary.privateChain, means: 'Luniverse', rejected: ['사이드체인', '루니버스 (테스트넷)'] },
  {
    term: '앱스트랙트 (테스트넷)',
    means: 'Abstract Testnet: every test chain is its name and "(테스트넷)"',
    rejected: ['앱스트랙트 테스트넷', '테스트넷 (테스트넷)'],
  },
  {
    term: '에디션',
    means: 'the step of a single-edition launchpad where its tokens are edited (the step list, its heading, links)',
    rejected: ['에디션 편집', '에디션 편집기'],
  },
  { term: '토큰', means: 'one token of the collection: a row of 에디션', rejected: ['에디션 토큰'] },
  {
    term: '작품',
    means: 'an item of the auction description, as buyers see it ("작품 1" by position)',
    rejected: ['번째 작품', '에디션 · 작품', '에디션/아이템', '아이템'],
  },
  {
    term: '컬렉션 메타데이터',
    means: 'the collection’s metadata (step 2); only a token’s own file is 토큰 메타데이터',
    rejected: [/(?<!컬렉션 |토큰 )메타데이터/u],
  },
  {
    term: '만들기',
    means: 'creating a record: a launchpad, a creator profile (만들기, 만들었습니다, 새 …)',
    rejected: ['크리에이터 추가', '크리에이터를 추가', '런치패드 추가'],
  },
  {
    term: '등록 / 변경',
    means:
      'a first phone number or wallet is 등록; replacing one is 변경 or 바꾸기 (glossary.test.ts checks the phone)',
    rejected: [],
  },
  {
    term: '보관한 시각',
    means: 'a restore offer says what it restores and when it was typed, never "…까지" (a deadline)',
    rejected: ['까지 입력한 내용'],
  },
  {
    term: '완료',
    means: 'a setup step that is done',
    rejected: ['만듦'],
  },
];

/**
 * Lines that read as written by a machine. Quoted text (‘…’) is left out of the colon checks: an
 * example the creator types may hold colons (‘배경: 파랑’).
 */
export const rejectedForms: readonly { form: RegExp; use: string }[] = [
  { form: /^오류: /u, use: 'the problem itself, without an "오류:" label' },
  { form: /: [^:]*: /u, use: 'one label and its message: no label inside a label ("1행 이미지: 이미지 필요: …")' },
  { form: /["“”]/u, use: 'one kind of quote mark: ‘ ’ (never " or “ ”)' },
];

/** The voice's rejected forms: a question or request in another speech level than the catalogue's. */
export const rejectedVoice: readonly { form: RegExp; use: string }[] = [
  { form: /까요\?/u, use: '-하시겠습니까?' },
  { form: /[가-힣](?<!주)세요(?=[.!,\s]|$)/u, use: '-해 주세요' },
  { form: /[가-힣]주세요/u, use: '-해 주세요, spaced (only the spec’s own messages write 해주세요)' },
  { form: /(?:네요|에요|예요|어요|아요|해요)(?=[.!,\s]|$)/u, use: '-습니다/-입니다' },
];

const withoutQuoted = (text: string) => text.replace(/‘[^’]*’/gu, '‘’');

/** The rejected words and forms a text holds, each said as what to use instead (empty: none). */
export function copyProblems(text: string): string[] {
  const found: string[] = [];
  for (const { term, rejected } of terms) {
    for (const word of rejected) {
      const hit = typeof word === 'string' ? text.includes(word) : word.test(text);
      if (hit) found.push(`${String(word)} → ${term}`);
    }
  }
  for (const { form, use } of rejectedForms) if (form.test(withoutQuoted(text))) found.push(`${String(form)} → ${use}`);
  return found;
}
