import type { AppError } from '../../src/application/errors/app-error';
import type { ContractDeploysApi } from '../../src/application/ports/contract-deploys-api';
import type { DeploymentInfo } from '../../src/domain/contract/contract';
import type { FinishDeployInput, PendingDeploy } from '../../src/domain/contract/contract-deploy';
import type { FakeCreatorsServer } from './fake-creators-server';

/** The server's deploy records in memory, over the fake server's launchpads and contracts. */
export class FakeContractDeploysApi implements ContractDeploysApi {
  readonly records = new Map<number, PendingDeploy>();
  readonly finished: FinishDeployInput[] = [];
  private failures: { error: AppError; method: keyof ContractDeploysApi }[] = [];

  constructor(private readonly server: FakeCreatorsServer) {}

  failNext(error: AppError, method: keyof ContractDeploysApi): void {
    this.failures.push({ error, method });
  }

  async getPendingDeploy(launchpadId: number): Promise<PendingDeploy | null> {
    this.throwIfFailing('getPendingDeploy');
    return this.records.get(launchpadId) ?? null;
  }

  async keepPendingDeploy(deploy: PendingDeploy): Promise<PendingDeploy> {
    this.throwIfFailing('keepPendingDeploy');
    this.records.set(deploy.launchpadId, deploy);
    return deploy;
  }

  async finishDeploy(input: FinishDeployInput): Promise<DeploymentInfo> {
    this.throwIfFailing('finishDeploy');
    this.finished.push(input);
    this.records.delete(input.launchpadId);
    const launchpad = this.server.launchpad(input.launchpadId);
    const contract = this.server.contracts.get(input.launchpadId);
    const deployed = input.result === 'DEPLOYED';
    return {
      launchpadId: launchpad.id,
      chain: launchpad.chain,
      chainId: launchpad.chainId,
      contractAddress: contract?.address ?? null,
      verification: contract ? 'UNCHECKED' : null,
      checkedAt: null,
      deployedAt: deployed ? input.deployedAt : null,
      transactionHash: deployed ? input.transactionHash : null,
      blockNumber: deployed ? input.blockNumber : null,
    };
  }

  private throwIfFailing(method: keyof ContractDeploysApi): void {
    const index = this.failures.findIndex((f) => f.method === method);
    if (index === -1) return;
    const [failure] = this.failures.splice(index, 1);
    throw failure!.error;
  }
}
