import type { AppError } from '../../src/application/errors/app-error';
import type {
  ContractDeployer,
  DeployOutcome,
  DeployRequest,
  FollowEvent,
  SentDeploy,
} from '../../src/application/ports/contract-deployer';
import type { PendingDeploy } from '../../src/domain/contract/contract-deploy';

type Step =
  FollowEvent | { kind: 'outcome'; outcome: DeployOutcome } | { kind: 'throw'; error: AppError } | { kind: 'hold' };

/**
 * The ContractDeployer in memory: tests script what the chain does after sending (`script`: events
 * then an outcome), make a call fail, and read what was sent and followed. `hold` keeps following
 * open until `release()`, for a deploy that is still pending on screen.
 */
export class FakeContractDeployer implements ContractDeployer {
  fee = 1_234_567_000_000_000n;
  nextHash = `0x${'a1'.repeat(32)}`;
  readonly sent: DeployRequest[] = [];
  readonly followed: PendingDeploy[] = [];
  script: Step[] = [
    { kind: 'seen', nonce: 7 },
    { kind: 'confirming', confirmations: 1 },
    {
      kind: 'outcome',
      outcome: {
        kind: 'mined',
        transactionHash: `0x${'a1'.repeat(32)}`,
        contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        blockNumber: 12,
      },
    },
  ];
  private failures: { error: AppError; method: 'estimateFee' | 'send' }[] = [];
  private release_: (() => void) | null = null;

  failNext(error: AppError, method: 'estimateFee' | 'send'): void {
    this.failures.push({ error, method });
  }

  release(): void {
    this.release_?.();
  }

  async estimateFee(request: DeployRequest): Promise<bigint> {
    this.throwIfFailing('estimateFee');
    void request;
    return this.fee;
  }

  async send(request: DeployRequest): Promise<SentDeploy> {
    this.throwIfFailing('send');
    this.sent.push(request);
    return { transactionHash: this.nextHash, startBlock: 10 };
  }

  async follow(
    deploy: PendingDeploy,
    _confirmations: number,
    onEvent: (event: FollowEvent) => void,
  ): Promise<DeployOutcome> {
    this.followed.push(deploy);
    for (const step of this.script) {
      if (step.kind === 'hold') await new Promise<void>((resolve) => (this.release_ = resolve));
      else if (step.kind === 'throw') throw step.error;
      else if (step.kind === 'outcome') return step.outcome;
      else onEvent(step);
    }
    throw new Error('the fake deployer script has no outcome');
  }

  private throwIfFailing(method: 'estimateFee' | 'send'): void {
    const index = this.failures.findIndex((f) => f.method === method);
    if (index === -1) return;
    const [failure] = this.failures.splice(index, 1);
    throw failure!.error;
  }
}
