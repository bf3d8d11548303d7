import { inject, injectable } from 'inversify';
import { createLaunchpadInputSchema, type CreateLaunchpadInput, type Launchpad } from '../../domain/launchpad/launchpad';
import { parseInput } from '../validation/parse-input';
import { LaunchpadsApi } from '../ports/launchpads-api';

/**
 * Creates a launchpad (`POST /cl/creators-lab/v2/launchpads`): a name, its chain and the
 * collection type; it starts as DRAFT. Throws ValidationError (with the field) before any call
 * when the input breaks a domain rule, and whatever CreatorsApi throws otherwise.
 */
@injectable()
export class CreateLaunchpad {
  constructor(@inject(LaunchpadsApi) private readonly api: LaunchpadsApi) {}

  async execute(input: CreateLaunchpadInput): Promise<Launchpad> {
    return this.api.createLaunchpad(parseInput(createLaunchpadInputSchema, input));
  }
}
