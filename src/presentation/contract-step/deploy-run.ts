import { makeAutoObservable, runInAction } from 'mobx';
import type { DeployFailureReason, DeployPhase, DeployResult } from '../../application/deploy/deploy-contract';
import type { PendingDeploy } from '../../domain/contract/contract-deploy';

/** The four steps the creator sees: 서명 대기 → 전송됨 → 확인 중 → 완료. */
export type ProgressStep = 'signing' | 'sent' | 'confirming' | 'done';
const stepOf: Record<DeployPhase['kind'], ProgressStep> = {
  switching: 'signing',
  signing: 'signing',
  sent: 'sent',
  confirming: 'confirming',
  saving: 'confirming',
};

/**
 * A deploy as the card shows it while DeployContract runs it: its phase, how it ended (deployed, or
 * why not), and the deploy being followed, kept for 다시 확인 after a timeout or a failed save.
 */
export class DeployRun {
  phase: DeployPhase | null = null;
  deployed: { contractAddress: string; transactionHash: string } | null = null;
  failure: { reason: DeployFailureReason; stillPending: boolean } | null = null;
  running = false;
  /** The deploy being followed (for 다시 확인 after a timeout). */
  following: PendingDeploy | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /**
   * A deploy is being sent or followed, or may still be mined (a timeout kept it): what it will fill in
   * (the address, the save, the chain it is on) waits for it.
   */
  get underWay(): boolean {
    return this.deployed === null && (this.running || this.phase !== null);
  }

  get step(): ProgressStep | null {
    if (this.deployed) return 'done';
    return this.phase ? stepOf[this.phase.kind] : null;
  }

  /**
   * Shows `work` (a deploy or a deploy taken up again) phase by phase, then its end. Null when the view
   * went away meanwhile (`signal`): it stopped following on purpose, nothing to say, the deploy stays kept.
   */
  async show(
    work: (onPhase: (phase: DeployPhase) => void) => Promise<DeployResult>,
    signal: AbortSignal,
  ): Promise<DeployResult | null> {
    this.running = true;
    this.failure = null;
    this.deployed = null;
    this.phase = null;
    const result = await work((phase) => !signal.aborted && this.onPhase(phase));
    if (signal.aborted) return null;
    runInAction(() => this.end(result));
    return result;
  }

  /** The view stopped: the deploy runs on (kept), but nothing here is running any more. */
  stop(): void {
    this.running = false;
  }

  private onPhase(phase: DeployPhase): void {
    this.phase = phase;
    if (phase.kind === 'sent' || phase.kind === 'confirming' || phase.kind === 'saving') this.following = phase.deploy;
  }

  private end(result: DeployResult): void {
    this.running = false;
    if (result.ok) {
      this.deployed = {
        contractAddress: result.contractAddress,
        transactionHash: result.saved.deployment.transactionHash ?? this.following?.transactionHash ?? '',
      };
      this.following = null;
      return;
    }
    this.failure = { reason: result.failure.reason, stillPending: result.failure.stillPending };
    // The form comes back for a new try unless the chain may still mine this deploy.
    if (!result.failure.stillPending) {
      this.phase = null;
      this.following = null;
    }
  }
}
