import { NetworkError, TimeoutError, type AppError } from '../../application/errors/app-error';
import type { ContractCheck } from '../../domain/contract/contract-check';
import { contractCopy } from '../shared/copy/workspace-copy';

/** The address field's message for what the chain said about exactly these values (no code, wrong standard), if anything. */
export function checkVerdictText(check: ContractCheck | null, chainName: string): string | undefined {
  if (check?.kind === 'no-code') return contractCopy.noCode(chainName);
  if (check?.kind === 'wrong-standard') return contractCopy.wrongStandard(check.found, check.needed);
  return undefined;
}

/** Why the chain could not be read: the node by its chain's name when it was slow or unreachable. */
export function readFailureText(error: AppError, chainName: string): string {
  if (error instanceof TimeoutError) return contractCopy.readFailed.timeout(chainName);
  if (error instanceof NetworkError) return contractCopy.readFailed.network(chainName);
  return contractCopy.readFailed.other;
}
