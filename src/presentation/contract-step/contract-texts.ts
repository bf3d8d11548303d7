import type { DeployFailureReason } from '../../application/deploy/deploy-contract';
import { NetworkError, TimeoutError, type AppError } from '../../application/errors/app-error';
import { chainLabel, findChainById, type SupportedChain } from '../../domain/chain/chains';
import type { ContractCheck } from '../../domain/contract/contract-check';
import { formatNativeAmount } from '../../domain/contract/contract-deploy';
import { deployCopy } from '../shared/copy/deploy-copy';
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

/** The deploy's estimated fee as the card shows it: asked of the chain once name and symbol hold. */
export interface FeeEstimate {
  status: 'idle' | 'loading' | 'ready' | 'error';
  wei: bigint | null;
}

/** A chain's name as the step says it (its id when the registry does not know it). */
export function chainNameOf(chainId: number): string {
  const chain = findChainById(chainId);
  return chain ? chainLabel(chain) : String(chainId);
}

/** The fee in the chain's own currency, or what stands in for it (계산 중…, why it is not known). */
export function feeText(fee: FeeEstimate, chain: SupportedChain | undefined): string {
  if (fee.status === 'loading') return deployCopy.feeLoading;
  if (fee.status === 'ready' && fee.wei !== null && chain)
    return formatNativeAmount(fee.wei, chain.nativeCurrency.decimals, chain.nativeCurrency.symbol);
  if (fee.status === 'error') return deployCopy.feeUnknown;
  return deployCopy.feeNeedsInput;
}

/** Why a deploy did not go through, naming the chain or its currency where the reason is theirs. */
export function deployFailureText(reason: DeployFailureReason, chain: SupportedChain | undefined): string {
  const text = deployCopy.failures[reason];
  if (typeof text === 'string') return text;
  return reason === 'insufficient-funds'
    ? text(chain?.nativeCurrency.symbol ?? '')
    : text(chain ? chainLabel(chain) : '');
}
