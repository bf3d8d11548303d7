import { inject, injectable } from 'inversify';
import { createCreatorInputSchema, type Creator } from '../../domain/creator/creator';
import { CreatorProfilesApi } from '../ports/creator-profiles-api';
import { parseInput } from '../validation/parse-input';

/**
 * Creates a creator profile with a name (`POST /cl/creators-lab/v1/creators`); it starts as DRAFT.
 * Throws ValidationError (field `name`) before any call for a blank or too long name, and whatever
 * CreatorsApi throws otherwise.
 */
@injectable()
export class CreateCreator {
  constructor(@inject(CreatorProfilesApi) private readonly api: CreatorProfilesApi) {}

  async execute(input: { name: string }): Promise<Creator> {
    return this.api.createCreator(parseInput(createCreatorInputSchema, input));
  }
}
