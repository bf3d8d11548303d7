import { makeAutoObservable, runInAction } from 'mobx';
import { ValidationError, type AppError } from '../../application/errors/app-error';
import type { CheckContractStep, StepCheck } from '../../application/launchpads/contract-step';
import type { ContractCheck } from '../../domain/contract/contract-check';
import { addressRuleProblem, sameTarget, type ContractTarget } from '../../domain/contract/contract-target';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import { notObserved } from '../shared/view-models/not-observed';
import { checkVerdictText } from './contract-texts';

/**
 * What the chain said about the chain and address on screen: the last check and the last failed read,
 * each holding only for the values it was made for (editing either field sends the creator back to
 * checking), and the address field's message that follows from them and from the server. One check at a time.
 */
export class ContractChecks {
  checking = false;
  addressError: string | undefined = undefined;
  private result: { target: ContractTarget; check: ContractCheck } | null = null;
  private readFailure: { target: ContractTarget; error: AppError } | null = null;

  constructor(private readonly checkStep: CheckContractStep) {
    makeAutoObservable<this, 'checkStep'>(this, notObserved('checkStep'), { autoBind: true });
  }

  /** The check made for exactly `values`, if any. */
  checkOf(values: ContractTarget): ContractCheck | null {
    return this.result && sameTarget(this.result.target, values) ? this.result.check : null;
  }

  /** The read that failed for exactly `values`, if any. */
  failureOf(values: ContractTarget): AppError | null {
    return this.readFailure && sameTarget(this.readFailure.target, values) ? this.readFailure.error : null;
  }

  /** Reads `target` on its chain for a launchpad of `kind` (CheckContractStep never throws). */
  async run(target: ContractTarget, kind: CollectionType): Promise<StepCheck> {
    this.checking = true;
    this.readFailure = null;
    const outcome = await this.checkStep.execute(target, kind);
    runInAction(() => {
      this.checking = false;
      if (outcome.kind === 'failed') this.readFailure = { target, error: outcome.error };
      else if (outcome.kind === 'checked') this.result = { target, check: outcome.check };
    });
    return outcome;
  }

  /** A contract deployed from the step was checked on the way: its check holds for its values. */
  adopt(target: ContractTarget, check: ContractCheck): void {
    this.result = { target, check };
    this.readFailure = null;
    this.addressError = undefined;
  }

  /**
   * The address field's message for `values`: the requirements §5 rule first, then what the chain said
   * about these exact values (no code, wrong standard). `force` shows a rule error not shown yet. True
   * when the address passes the rule.
   */
  refreshAddressError(values: ContractTarget, chainName: string, force = false): boolean {
    const problem = addressRuleProblem(values.address);
    if (problem !== null) {
      if (force || this.addressError !== undefined) this.addressError = problem;
      return false;
    }
    this.addressError = checkVerdictText(this.checkOf(values), chainName);
    return true;
  }

  /** A server's refusal at the address, put at its field; true when placed (one at the chain is a toast: no chain field here). */
  place(error: unknown): boolean {
    if (!(error instanceof ValidationError) || (error.field !== 'address' && error.field !== 'standard')) return false;
    this.addressError = error.userMessage;
    return true;
  }
}
