import { makeAutoObservable, reaction } from 'mobx';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import type { FeeEstimate } from './contract-texts';

/**
 * The deploy card's estimated fee, asked again after each pause in typing: only the latest question's
 * answer shows (an earlier one may come back later), and a failure says the fee is not known.
 */
export class DeployFee implements FeeEstimate {
  status: FeeEstimate['status'] = 'idle';
  wei: bigint | null = null;
  private asked = 0;

  constructor(private readonly reporter: ErrorReporter) {
    makeAutoObservable<this, 'reporter' | 'asked'>(this, { reporter: false, asked: false }, { autoBind: true });
  }

  /**
   * Follows `question` (the chain and the deploy's input, or null while the fields do not hold) until the
   * cleanup, asking `ask` again after each pause in typing.
   */
  follow<T extends { chainId: number }>(question: () => T | null, ask: (input: T) => Promise<bigint>): () => void {
    return reaction(question, (input) => void this.estimate(input?.chainId ?? 0, input && (() => ask(input))), {
      delay: 400,
      fireImmediately: true,
    });
  }

  /** Asks `ask` for the fee on `chainId`; null forgets it (the card is closed or the fields do not hold yet). */
  async estimate(chainId: number, ask: (() => Promise<bigint>) | null): Promise<void> {
    const question = ++this.asked;
    this.set(ask ? 'loading' : 'idle', null);
    if (!ask) return;
    try {
      const wei = await ask();
      if (question === this.asked) this.set('ready', wei);
    } catch (error) {
      this.reporter.report(error, { area: 'launchpads', action: 'estimate-deploy-fee', chainId });
      if (question === this.asked) this.set('error', null);
    }
  }

  private set(status: FeeEstimate['status'], wei: bigint | null): void {
    this.status = status;
    this.wei = wei;
  }
}
