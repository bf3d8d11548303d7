/**
 * How the creator's registered EOA relates to the wallet connected right now (requirements §12).
 * The Korean labels are the spec's own keys (§3: "used as key and value").
 */
export type WalletLinkStatus = '지갑 없음' | '등록만 됨' | '정상 연결' | '계정 불일치';

export const walletLinkStatuses: readonly WalletLinkStatus[] = ['지갑 없음', '등록만 됨', '정상 연결', '계정 불일치'];

/**
 * Pure: the registered EOA address (null when none) and the connected account (null when no
 * wallet is connected). Addresses compare case-insensitively (checksummed vs lower case).
 */
export function walletLinkStatus(registered: string | null, connected: string | null): WalletLinkStatus {
  if (!registered) return '지갑 없음';
  if (!connected) return '등록만 됨';
  return registered.toLowerCase() === connected.toLowerCase() ? '정상 연결' : '계정 불일치';
}

/** Signing in the creator's name is refused while another account is connected. */
export function canSignWith(status: WalletLinkStatus): boolean {
  return status !== '계정 불일치';
}
