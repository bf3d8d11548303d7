/**
 * A Sign-In-with-Ethereum style message (EIP-4361 layout) that proves the creator owns the EOA.
 * Built by the app, parsed and checked by the API; pure, so both sides share it.
 */
export interface SignInMessage {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
}

export const SIGN_IN_STATEMENT = 'Creators Lab에 이 지갑을 등록합니다.';

export function formatSignInMessage(m: SignInMessage): string {
  return [
    `${m.domain} wants you to sign in with your Ethereum account:`,
    m.address,
    '',
    m.statement,
    '',
    `URI: ${m.uri}`,
    'Version: 1',
    `Chain ID: ${m.chainId}`,
    `Nonce: ${m.nonce}`,
    `Issued At: ${m.issuedAt}`,
    `Expiration Time: ${m.expirationTime}`,
  ].join('\n');
}

const FIELD = (name: string) => new RegExp(`^${name}: (.+)$`, 'm');

/** Parses a message made by formatSignInMessage; null when it is not of that form. */
export function parseSignInMessage(text: string): SignInMessage | null {
  const lines = text.split('\n');
  const header = /^(\S+) wants you to sign in with your Ethereum account:$/.exec(lines[0] ?? '');
  const address = lines[1] ?? '';
  if (!header?.[1] || !/^0x[0-9a-fA-F]{40}$/.test(address)) return null;
  const read = (name: string) => FIELD(name).exec(text)?.[1];
  const uri = read('URI');
  const chainId = Number(read('Chain ID'));
  const nonce = read('Nonce');
  const issuedAt = read('Issued At');
  const expirationTime = read('Expiration Time');
  if (read('Version') !== '1' || !uri || !Number.isInteger(chainId) || !nonce || !issuedAt || !expirationTime) {
    return null;
  }
  return { domain: header[1], address, statement: lines[3] ?? '', uri, chainId, nonce, issuedAt, expirationTime };
}
