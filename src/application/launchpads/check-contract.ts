import { inject, injectable } from 'inversify';
import { assessContract, type ContractCheck } from '../../domain/contract/contract-check';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { contractAddressSchema } from '../../domain/validation/rules';
import { ChainReader } from '../ports/chain-reader';
import { parseInput } from '../validation/parse-input';
import * as v from 'valibot';

export interface CheckContractRequest {
  chainId: number;
  address: string;
  collectionType: CollectionType;
  /** The creator's registered EOA, or null when none is registered yet. */
  eoa: string | null;
}

const requestSchema = v.object({ address: contractAddressSchema });

/**
 * Step 1's check (requirements §13.2): reads the address on the chosen chain through its own
 * endpoint and says what it is for this launchpad. Throws ValidationError (field `address`, the
 * requirements §5 message) before any read for a malformed address; NetworkError, TimeoutError or
 * UnexpectedError from the ChainReader.
 */
@injectable()
export class CheckContract {
  constructor(@inject(ChainReader) private readonly chain: ChainReader) {}

  async execute(request: CheckContractRequest): Promise<ContractCheck> {
    const { address } = parseInput(requestSchema, { address: request.address.trim() });
    const reading = await this.chain.readContract(request.chainId, address);
    return assessContract(reading, request.collectionType, request.eoa);
  }
}
