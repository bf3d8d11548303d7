import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import type { ContractCheck } from '../../domain/contract/contract-check';
import type { ContractTarget } from '../../domain/contract/contract-target';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import type { DraftFormat } from '../drafts/form-drafts';
import { toAppError, ValidationError, type AppError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { RegisteredEoa } from '../wallet/registered-eoa';
import { CheckContract } from './check-contract';

/** What step 1's creator types: the address (the chain is the launchpad's, a setting of its own). */
export interface ContractDraft {
  address: string;
}

/**
 * Step 1's typing, kept as a draft per creator and launchpad (nothing typed is lost to a failed read or
 * save). Version 2: the chain left the form (version 1's drafts held it, and are dropped).
 */
export const contractDraftFormat: DraftFormat<ContractDraft> = {
  form: 'contract',
  version: 2,
  schema: v.object({ address: v.string() }),
};

/** What step 1 shows after a check of the chain and address on screen. */
export type StepCheck =
  | { kind: 'checked'; check: ContractCheck }
  /** The address breaks the requirements §5 rule: the message for the address field; nothing was read. */
  | { kind: 'refused'; message: string }
  /** The chain could not be read (already reported): NetworkError, TimeoutError or another AppError. */
  | { kind: 'failed'; error: AppError };

/**
 * Step 1's check (requirements §13.2) as the step asks it: the address read on the chosen chain for the
 * launchpad's kind, its owner compared with the creator's registered EOA. Never throws: a malformed
 * address is `refused`, and any other failure is reported once and `failed`.
 */
@injectable()
export class CheckContractStep {
  constructor(
    @inject(CheckContract) private readonly checkContract: CheckContract,
    @inject(RegisteredEoa) private readonly registeredEoa: RegisteredEoa,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(target: ContractTarget, collectionType: CollectionType): Promise<StepCheck> {
    try {
      const eoa = await this.registeredEoa.address();
      return { kind: 'checked', check: await this.checkContract.execute({ ...target, collectionType, eoa }) };
    } catch (error) {
      if (error instanceof ValidationError && error.field === 'address')
        return { kind: 'refused', message: error.userMessage };
      this.reporter.report(error, { area: 'launchpads', action: 'check-contract', chainId: target.chainId });
      return { kind: 'failed', error: toAppError(error) };
    }
  }
}
