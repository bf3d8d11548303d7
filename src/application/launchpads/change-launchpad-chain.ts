import { inject, injectable } from 'inversify';
import { findChainById } from '../../domain/chain/chains';
import { updateLaunchpadInputSchema, type Launchpad } from '../../domain/launchpad/launchpad';
import { LaunchpadsApi } from '../ports/launchpads-api';
import { parseInput } from '../validation/parse-input';
import { LaunchGuard } from './launch-lock';
import { LaunchpadCache } from './launchpad-cache';

/**
 * Moves a launchpad to another chain, a launchpad setting (`PUT /cl/creators-lab/v2/launchpads/{id}` with
 * `chain` and `chainId`): the contract step's chain is always the launchpad's, never a second field. The
 * contract kept on the old chain goes with the change (the API drops it; `contractAddress` is sent null),
 * and the pages' reads follow (LaunchpadCache). Throws ValidationError (field `chainId`) before any call
 * for a chain outside the registry, LaunchLockedError unless the launch is 작성 중 (the contract and
 * chain are fixed from 심사 on), and whatever the API throws (409 at `chainId` while a deploy is under way).
 */
@injectable()
export class ChangeLaunchpadChain {
  constructor(
    @inject(LaunchpadsApi) private readonly api: LaunchpadsApi,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
  ) {}

  async execute(launchpad: Launchpad, chainId: number): Promise<Launchpad> {
    const { name, startAt, endAt } = launchpad;
    const chain = findChainById(chainId)?.backendName;
    const input = parseInput(updateLaunchpadInputSchema, {
      name,
      contractAddress: null,
      startAt,
      endAt,
      chain,
      chainId,
    });
    await this.guard.require(launchpad.id, 'contract');
    const saved = await this.api.updateLaunchpad(launchpad.id, input);
    this.cache.chainChanged(saved);
    return saved;
  }
}
