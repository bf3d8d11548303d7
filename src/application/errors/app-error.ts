/**
 * The small set of failures every port may throw. Adapters translate HTTP statuses and
 * EIP-1193/ethers codes into these; presentation turns them into Korean text from one catalogue
 * (`presentation/shared/copy/error-copy.ts`). `cause` keeps the original for the error reporter only.
 */
export abstract class AppError extends Error {
  abstract readonly kind: AppErrorKind;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

export type AppErrorKind =
  | 'unauthorized'
  | 'not-found'
  | 'validation'
  | 'network'
  | 'timeout'
  | 'user-rejected'
  | 'wrong-chain'
  | 'provider-missing'
  | 'wallet'
  | 'unexpected';

/** 401 that survived the refresh, or no session at all. */
export class UnauthorizedError extends AppError {
  readonly kind = 'unauthorized';
}

export class NotFoundError extends AppError {
  readonly kind = 'not-found';
}

/** Input the server (or a local check) refused. `userMessage` is Korean and safe to show. */
export class ValidationError extends AppError {
  readonly kind = 'validation';
  constructor(
    readonly userMessage: string,
    readonly field?: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(userMessage, options);
    this.status = options?.status;
  }
  readonly status: number | undefined;
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends AppError {
  readonly kind = 'network';
}

export class TimeoutError extends AppError {
  readonly kind = 'timeout';
  constructor(
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(`timed out after ${timeoutMs} ms`, options);
  }
}

/** The creator declined in the wallet (EIP-1193 4001). */
export class UserRejectedError extends AppError {
  readonly kind = 'user-rejected';
}

export class WrongChainError extends AppError {
  readonly kind = 'wrong-chain';
  constructor(
    readonly expectedChainId: number,
    readonly actualChainId: number | null,
    options?: { cause?: unknown },
  ) {
    super(`expected chain ${expectedChainId}, wallet is on ${actualChainId ?? 'none'}`, options);
  }
}

/** No MetaMask, or another wallet has taken over `window.ethereum` (its name when known). */
export class ProviderMissingError extends AppError {
  readonly kind = 'provider-missing';
  constructor(
    readonly otherWalletName: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(
      otherWalletName ? `another wallet (${otherWalletName}) holds window.ethereum` : 'MetaMask not found',
      options,
    );
  }
}

export type WalletFailureReason =
  | 'unauthorized'
  | 'unsupported-method'
  | 'disconnected'
  | 'request-pending'
  | 'chain-switch-unsupported'
  /** The connected account is not the registered EOA (계정 불일치): signing is refused. */
  | 'account-mismatch'
  /** The account cannot pay the transaction's gas (ethers INSUFFICIENT_FUNDS, a node's "insufficient funds"). */
  | 'insufficient-funds'
  | 'internal';

/** Other EIP-1193 failures: 4100, 4200, 4900/4901, -32002, -32603, no chain switching. */
export class WalletError extends AppError {
  readonly kind = 'wallet';
  constructor(
    readonly reason: WalletFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`wallet failure: ${reason}`, options);
  }
}

/** Anything else, including server 5xx (`status`). */
export class UnexpectedError extends AppError {
  readonly kind = 'unexpected';
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** Anything thrown becomes an AppError; unknown throws are wrapped as unexpected. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  return new UnexpectedError(error instanceof Error ? error.message : String(error), undefined, { cause: error });
}
