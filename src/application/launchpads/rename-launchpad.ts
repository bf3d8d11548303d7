import { inject, injectable } from 'inversify';
import { updateLaunchpadInputSchema, type Launchpad } from '../../domain/launchpad/launchpad';
import { LaunchpadsApi } from '../ports/launchpads-api';
import { parseInput } from '../validation/parse-input';
import { LaunchpadCache } from './launchpad-cache';

/**
 * Renames a launchpad (`PUT /cl/creators-lab/v2/launchpads/{id}`). The PUT replaces the record, so
 * the launchpad's contract address and dates are sent back as they are. Throws ValidationError
 * (field `name`) before any call when the name breaks the rule, and whatever CreatorsApi throws otherwise.
 * The renamed launchpad replaces the cached one; the list refetches.
 */
@injectable()
export class RenameLaunchpad {
  constructor(
    @inject(LaunchpadsApi) private readonly api: LaunchpadsApi,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
  ) {}

  async execute(launchpad: Launchpad, name: string): Promise<Launchpad> {
    const { contractAddress, startAt, endAt } = launchpad;
    const saved = await this.api.updateLaunchpad(
      launchpad.id,
      parseInput(updateLaunchpadInputSchema, { name, contractAddress, startAt, endAt }),
    );
    this.cache.renamed(saved);
    return saved;
  }
}
