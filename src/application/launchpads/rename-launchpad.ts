import { inject, injectable } from 'inversify';
import { updateLaunchpadInputSchema, type Launchpad } from '../../domain/launchpad/launchpad';
import { LaunchpadsApi } from '../ports/launchpads-api';
import { parseInput } from '../validation/parse-input';
import { LaunchGuard } from './launch-lock';
import { LaunchpadCache } from './launchpad-cache';

/**
 * Renames a launchpad (`PUT /cl/creators-lab/v2/launchpads/{id}`). The PUT replaces the record, so
 * the launchpad's contract address and dates are sent back as they are. Throws ValidationError
 * (field `name`) before any call when the name breaks the rule, LaunchLockedError from 승인됨 on (the
 * launch is read-only), and whatever CreatorsApi throws otherwise.
 * The renamed launchpad replaces the cached one; the list refetches.
 */
@injectable()
export class RenameLaunchpad {
  constructor(
    @inject(LaunchpadsApi) private readonly api: LaunchpadsApi,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
  ) {}

  async execute(launchpad: Launchpad, name: string): Promise<Launchpad> {
    const { contractAddress, startAt, endAt } = launchpad;
    const input = parseInput(updateLaunchpadInputSchema, { name, contractAddress, startAt, endAt });
    await this.guard.require(launchpad.id, 'content');
    const saved = await this.api.updateLaunchpad(launchpad.id, input);
    this.cache.renamed(saved);
    return saved;
  }
}
