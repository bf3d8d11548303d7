import { inject, injectable } from 'inversify';
import type { DeploymentInfo } from '../../domain/contract/contract';
import { pendingDeploySchema, type FinishDeployInput, type PendingDeploy } from '../../domain/contract/contract-deploy';
import { FormDrafts, type DraftFormat } from '../drafts/form-drafts';
import { Clock } from '../ports/clock';
import { ContractDeploysApi } from '../ports/contract-deploys-api';
import { ContractsApi } from '../ports/contracts-api';
import { ErrorReporter } from '../ports/error-reporter';
import { ReadCache } from '../ports/read-cache';
import { contractMetadataQuery } from '../reads/launchpad-reads';

/** The pending deploy's place among the launchpad's drafts (per user and launchpad). */
export const pendingDeployFormat: DraftFormat<PendingDeploy> = {
  form: 'contract-deploy',
  version: 1,
  schema: pendingDeploySchema,
  // Any tab (and a reload of any) must find the deploy in flight.
  perBrowser: true,
};

/**
 * Where a deploy in flight is kept: with the launchpad's drafts in this browser (written first, it
 * cannot fail on the network) and on the server (so a closed tab or another device finds it). A
 * server failure is reported and does not stop the deploy: the draft still holds it. It also knows
 * which version of the kept contract a deploy is sent on (no silent overwrite of one saved since).
 */
@injectable()
export class PendingDeploys {
  constructor(
    @inject(FormDrafts) private readonly drafts: FormDrafts,
    @inject(ContractDeploysApi) private readonly api: ContractDeploysApi,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Clock) private readonly clock: Clock,
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(ContractsApi) private readonly contracts: ContractsApi,
  ) {}

  /** The kept contract's version as this tab shows it (the cache's; read when missing): what a deploy is sent on. */
  async contractVersion(launchpadId: number, options?: { fresh?: boolean }): Promise<string | null> {
    const kept = await this.cache.fetch(contractMetadataQuery(this.contracts, launchpadId), options);
    return kept.contract?.updatedAt ?? null;
  }

  /** 배포한 컨트랙트로 바꾸기: the deploy is based on the contract saved since (read again), and kept so. */
  async rebase(userId: string, deploy: PendingDeploy): Promise<PendingDeploy> {
    const rebased = { ...deploy, contractVersion: await this.contractVersion(deploy.launchpadId, { fresh: true }) };
    await this.keep(userId, rebased);
    return rebased;
  }

  async keep(userId: string, deploy: PendingDeploy): Promise<void> {
    this.drafts.save(pendingDeployFormat, { userId, recordId: deploy.launchpadId }, deploy);
    await this.api.keepPendingDeploy(deploy).catch((error: unknown) => {
      this.reporter.report(error, {
        area: 'launchpads',
        action: 'keep-pending-deploy',
        launchpadId: deploy.launchpadId,
      });
    });
  }

  /**
   * The draft's or the server's record, or null. The server's wins when they differ (another device
   * may have followed a replacement); either way a replaced hash leads to its replacement when followed.
   */
  async find(userId: string, launchpadId: number): Promise<PendingDeploy | null> {
    const local = this.drafts.load(pendingDeployFormat, { userId, recordId: launchpadId })?.value ?? null;
    const remote = await this.api.getPendingDeploy(launchpadId).catch((error: unknown) => {
      this.reporter.report(error, { area: 'launchpads', action: 'find-pending-deploy', launchpadId });
      return null;
    });
    if (!local || !remote) return local ?? remote;
    return local.transactionHash === remote.transactionHash && local.nonce !== null ? local : remote;
  }

  /**
   * Closes the record on both sides; the server's answer is the deployment info it now holds. A failed
   * close of a deploy that did not save (FAILED, SUPERSEDED) leaves the server's record, which the next
   * visit closes again.
   */
  async close(
    userId: string,
    deploy: PendingDeploy,
    result: FinishDeployInput['result'],
    blockNumber: number | null,
  ): Promise<DeploymentInfo | null> {
    const finish = this.api.finishDeploy({
      launchpadId: deploy.launchpadId,
      transactionHash: deploy.transactionHash,
      result,
      blockNumber,
      deployedAt: result === 'DEPLOYED' ? this.clock.now().toISOString() : null,
    });
    const deployment = result === 'DEPLOYED' ? await finish : await finish.catch(() => null);
    this.drafts.discard(pendingDeployFormat, { userId, recordId: deploy.launchpadId });
    return deployment;
  }
}
