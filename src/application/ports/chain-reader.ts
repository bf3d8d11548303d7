import type { ServiceIdentifier } from 'inversify';
import type { ContractReading } from '../../domain/contract/contract-reading';

/**
 * Reads chains through each chain's own JSON-RPC endpoint (`VITE_RPC_URL_<CHAIN>`), never through
 * the wallet, so a check works whichever chain MetaMask is on, or without MetaMask.
 *
 * Fails with NetworkError when the endpoint cannot be reached after the requirements §9 retries,
 * TimeoutError when it answers too slowly, and UnexpectedError for a chain outside the registry.
 * A contract that does not answer a question (no such function, a revert) is not a failure: that
 * field of the reading is null.
 */
export interface ChainReader {
  readContract(chainId: number, address: string): Promise<ContractReading>;
}
export const ChainReader: ServiceIdentifier<ChainReader> = Symbol.for('ChainReader');
