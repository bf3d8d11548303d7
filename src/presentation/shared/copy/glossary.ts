/**
 * One word per thing, across areas: launchpads, creator profiles and whatever comes next use
 * these, so the creator never reads 검토 중 in one place and 심사 중 in another.
 */
export const glossary = {
  status: {
    draft: '작성 중',
    inReview: '심사 중',
    approved: '승인됨',
    rejected: '반려됨',
  },
  /** How a test chain is marked, wherever a chain is named (lists, the create dialog, the wallet). */
  testnet: '테스트넷',
  mainnet: '메인넷',
  /** Luniverse: a private chain, listed beside the mainnets (never marked 테스트넷). */
  privateChain: '프라이빗 체인',
} as const;

/**
 * Every term the catalogues use for a thing, with the words rejected for it. `glossary.test.ts`
 * fails when any catalogue (the app's, the local API's, the domain's messages) uses a rejected word.
 *
 * The voice, too, is one: statements end in -습니다/-입니다, requests in "-해 주세요", questions in
 * "-하시겠습니까?". Only the spec's own messages (§5) keep their spelling ("내용을 작성해주세요.").
 */
export const terms: readonly { term: string; means: string; rejected: readonly string[] }[] = [
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
  { term: '올리기', means: 'sending an image or a file to the server', rejected: ['업로드'] },
  { term: '익스플로러', means: 'a chain’s block explorer (Etherscan and the like)', rejected: ['탐색기'] },
  { term: '새로고침', means: 'reloading the page', rejected: ['새로 고침', '새로 고쳐', '리프레시'] },
  { term: '크리에이터', means: 'the creator profile', rejected: ['작가', '창작자'] },
  { term: '지갑', means: 'the creator’s wallet (EOA)', rejected: ['월렛'] },
  { term: '컨트랙트', means: 'the smart contract', rejected: ['계약'] },
  { term: glossary.privateChain, means: 'Luniverse', rejected: ['사이드체인', '루니버스 (테스트넷)'] },
  { term: '작품 1', means: 'an item by its position (not the translated "1번째 작품")', rejected: ['번째 작품'] },
];

/** The voice's rejected forms: a question or request in another speech level than the catalogue's. */
export const rejectedVoice: readonly { form: RegExp; use: string }[] = [
  { form: /까요\?/u, use: '-하시겠습니까?' },
  { form: /[가-힣](?<!주)세요(?=[.!,\s]|$)/u, use: '-해 주세요' },
  { form: /[가-힣]주세요/u, use: '-해 주세요, spaced (only the spec’s own messages write 해주세요)' },
  { form: /(?:네요|에요|예요|어요|아요|해요)(?=[.!,\s]|$)/u, use: '-습니다/-입니다' },
];
