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
 * Where a deploy stands on the card, as one thing: nothing yet; running (its phase, once known); ended
 * with its contract; or failed (why, and the phase and deploy it stopped at when the chain may still
 * mine it or the save is still to be decided: kept for 다시 확인 and for a save conflict's choice).
 */
export type DeployRunState =
  | { kind: 'idle' }
  | { kind: 'running'; phase: DeployPhase | null; following: PendingDeploy | null }
  | { kind: 'deployed'; deployed: { contractAddress: string; transactionHash: string }; phase: DeployPhase | null }
  | {
      kind: 'failed';
      failure: { reason: DeployFailureReason; stillPending: boolean };
      phase: DeployPhase | null;
      following: PendingDeploy | null;
    };

const followedIn = (phase: DeployPhase | null): PendingDeploy | null =>
  phase && (phase.kind === 'sent' || phase.kind === 'confirming' || phase.kind === 'saving') ? phase.deploy : null;

/** A deploy as the card shows it while DeployContract runs it (DeployRunState), read through the getters below. */
export class DeployRun {
  state: DeployRunState = { kind: 'idle' };

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get running(): boolean {
    return this.state.kind === 'running';
  }

  get phase(): DeployPhase | null {
    return this.state.kind === 'idle' ? null : this.state.phase;
  }

  get deployed(): { contractAddress: string; transactionHash: string } | null {
    return this.state.kind === 'deployed' ? this.state.deployed : null;
  }

  get failure(): { reason: DeployFailureReason; stillPending: boolean } | null {
    return this.state.kind === 'failed' ? this.state.failure : null;
  }

  /** The deploy being followed (for 다시 확인 after a timeout, and a save conflict's choice). */
  get following(): PendingDeploy | null {
    return this.state.kind === 'running' || this.state.kind === 'failed' ? this.state.following : null;
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
    this.state = { kind: 'running', phase: null, following: null };
    const result = await work((phase) => !signal.aborted && this.onPhase(phase));
    if (signal.aborted) return null;
    runInAction(() => this.end(result));
    return result;
  }

  /** The view stopped: the deploy runs on (kept), but nothing here is running any more. */
  stop(): void {
    if (this.state.kind === 'running') this.state = { kind: 'idle' };
  }

  /** The deploy's record ended without saving it (the contract saved since was kept): the form comes back. */
  reset(): void {
    this.state = { kind: 'idle' };
  }

  private onPhase(phase: DeployPhase): void {
    if (this.state.kind !== 'running') return;
    this.state = { kind: 'running', phase, following: followedIn(phase) ?? this.state.following };
  }

  private end(result: DeployResult): void {
    const phase = this.phase;
    const following = this.following;
    if (result.ok) {
      const transactionHash = result.saved.deployment.transactionHash ?? following?.transactionHash ?? '';
      this.state = { kind: 'deployed', deployed: { contractAddress: result.contractAddress, transactionHash }, phase };
      return;
    }
    const failure = { reason: result.failure.reason, stillPending: result.failure.stillPending };
    // The form comes back for a new try unless the chain may still mine this deploy.
    this.state = failure.stillPending
      ? { kind: 'failed', failure, phase, following }
      : { kind: 'failed', failure, phase: null, following: null };
  }
}
