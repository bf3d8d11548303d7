import { inject, injectable } from 'inversify';
import { createCreatorInputSchema, type Creator } from '../../domain/creator/creator';
import { CreatorProfilesApi } from '../ports/creator-profiles-api';
import { parseInput } from '../validation/parse-input';
import { MeCache } from './me-cache';

/**
 * Creates a creator profile with a name (`POST /cl/creators-lab/v1/creators`); it starts as DRAFT.
 * Throws ValidationError (field `name`) before any call for a blank or too long name, and whatever
 * CreatorsApi throws otherwise. The new profile goes into the cache (its page, the list's end).
 */
@injectable()
export class CreateCreator {
  constructor(
    @inject(CreatorProfilesApi) private readonly api: CreatorProfilesApi,
    @inject(MeCache) private readonly cache: MeCache,
  ) {}

  async execute(input: { name: string }): Promise<Creator> {
    const created = await this.api.createCreator(parseInput(createCreatorInputSchema, input));
    this.cache.creatorCreated(created);
    return created;
  }
}
