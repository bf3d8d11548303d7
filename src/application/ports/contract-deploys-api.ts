import type { ServiceIdentifier } from 'inversify';
import type { DeploymentInfo } from '../../domain/contract/contract';
import type { FinishDeployInput, PendingDeploy } from '../../domain/contract/contract-deploy';

/**
 * The server's record of a launchpad's deploy in flight, so another browser or device finds it.
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface ContractDeploysApi {
  getPendingDeploy(launchpadId: number): Promise<PendingDeploy | null>;
  keepPendingDeploy(deploy: PendingDeploy): Promise<PendingDeploy>;
  /** Ends the record; DEPLOYED also keeps the hash, block and time in the deployment info. */
  finishDeploy(input: FinishDeployInput): Promise<DeploymentInfo>;
}
export const ContractDeploysApi: ServiceIdentifier<ContractDeploysApi> = Symbol.for('ContractDeploysApi');
