import { inject, injectable } from 'inversify';
import { pendingDeploySchema, type PendingDeploy } from '../../domain/contract/contract-deploy';
import { FormDrafts, type DraftFormat } from '../drafts/form-drafts';
import { ContractDeploysApi } from '../ports/contract-deploys-api';
import { ErrorReporter } from '../ports/error-reporter';

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
 * server failure is reported and does not stop the deploy: the draft still holds it.
 */
@injectable()
export class PendingDeploys {
  constructor(
    @inject(FormDrafts) private readonly drafts: FormDrafts,
    @inject(ContractDeploysApi) private readonly api: ContractDeploysApi,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

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

  /** Forgets the deploy here; `finish` on the server is the caller's (it carries the result). */
  forget(userId: string, launchpadId: number): void {
    this.drafts.discard(pendingDeployFormat, { userId, recordId: launchpadId });
  }
}
