import {
  ProviderMissingError,
  UserRejectedError,
  WalletError,
  type AppError,
} from '../../application/errors/app-error';

/** The EIP-1193 provider surface the app uses (MetaMask's `window.ethereum` or an EIP-6963 one). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  // Event payloads differ per event (string[], hex string, error): listeners parse what they get.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- providers type listeners per event; unknown[] would not accept them
  on?(event: string, listener: (...args: any[]) => void): unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same listener type as `on`
  removeListener?(event: string, listener: (...args: any[]) => void): unknown;
}

/** EIP-1193 / EIP-1474 codes MetaMask answers with. */
export const Eip1193Code = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  requestPending: -32002,
  methodNotFound: -32601,
  internal: -32603,
} as const;

interface CodedError {
  code?: unknown;
  data?: { originalError?: { code?: unknown } };
  info?: { error?: { code?: unknown } };
  error?: { code?: unknown };
}

/**
 * The numeric EIP-1193 code of a wallet failure, wherever it sits: on the error itself, inside
 * an ethers wrapper (`info.error`, `error`), or MetaMask Mobile's `data.originalError` (it wraps
 * 4902 in a -32603). ethers' own ACTION_REJECTED counts as 4001.
 */
export function eip1193Code(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as CodedError;
  const nested = [e.data?.originalError?.code, e.info?.error?.code, e.error?.code].find((c) => typeof c === 'number');
  if (typeof nested === 'number') return nested;
  if (typeof e.code === 'number') return e.code;
  if (e.code === 'ACTION_REJECTED') return Eip1193Code.userRejected;
  return null;
}

/** One place where wallet failures become AppError classes (presentation gives them Korean text). */
export function toWalletError(error: unknown): AppError {
  if (error instanceof WalletError || error instanceof UserRejectedError || error instanceof ProviderMissingError) {
    return error;
  }
  const options = { cause: error };
  switch (eip1193Code(error)) {
    case Eip1193Code.userRejected:
      return new UserRejectedError('the creator rejected the wallet request', options);
    case Eip1193Code.unauthorized:
      return new WalletError('unauthorized', options);
    case Eip1193Code.unsupportedMethod:
    case Eip1193Code.methodNotFound:
      return new WalletError('unsupported-method', options);
    case Eip1193Code.disconnected:
    case Eip1193Code.chainDisconnected:
      return new WalletError('disconnected', options);
    case Eip1193Code.requestPending:
      return new WalletError('request-pending', options);
    case Eip1193Code.unrecognizedChain:
      return new WalletError('chain-switch-unsupported', options);
    default:
      return new WalletError('internal', options);
  }
}

/** `0xaa36a7` → 11155111; null for anything that is not a chain id. */
export function parseChainId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value !== 'string') return null;
  const parsed = value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

export const toHexChainId = (id: number): string => `0x${id.toString(16)}`;

export function parseAccounts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((a): a is string => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a))
    : [];
}
