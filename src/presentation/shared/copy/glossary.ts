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
