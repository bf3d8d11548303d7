import { inject, injectable } from 'inversify';
import {
  createLaunchpadInputSchema,
  type CreateLaunchpadInput,
  type Launchpad,
} from '../../domain/launchpad/launchpad';
import { parseInput } from '../validation/parse-input';
import { LaunchpadsApi } from '../ports/launchpads-api';
import { LaunchpadCache } from './launchpad-cache';

/**
 * Creates a launchpad (`POST /cl/creators-lab/v2/launchpads`): a name, its chain and the
 * collection type; it starts as DRAFT. Throws ValidationError (with the field) before any call
 * when the input breaks a domain rule, and whatever CreatorsApi throws otherwise. The created launchpad
 * goes into the cache (its page, the list's top) before it is answered.
 */
@injectable()
export class CreateLaunchpad {
  constructor(
    @inject(LaunchpadsApi) private readonly api: LaunchpadsApi,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
  ) {}

  async execute(input: CreateLaunchpadInput): Promise<Launchpad> {
    const created = await this.api.createLaunchpad(parseInput(createLaunchpadInputSchema, input));
    this.cache.created(created);
    return created;
  }
}
