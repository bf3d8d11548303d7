import { inject, injectable } from 'inversify';
import { submitCreatorInputSchema, type Creator } from '../../domain/creator/creator';
import { checkProfileImageFile, profileImageMessages } from '../../domain/creator/profile-image-rules';
import { ValidationError } from '../errors/app-error';
import { CreatorProfilesApi } from '../ports/creator-profiles-api';
import type { UploadOptions } from '../ports/upload';
import { parseInput } from '../validation/parse-input';
import { MeCache } from './me-cache';

export interface SubmitCreatorFields {
  name: string;
  description: string;
  youtubeUrl: string;
  instagramUrl: string;
  xUrl: string;
}

/**
 * Submits a creator profile for review (`POST /cl/creators-lab/v1/creators/{id}/submit`, multipart
 * with the optional new `image`). Fields are trimmed and checked with the domain rules first; the
 * image by type and size (its pixels are checked by the view, which can decode it).
 * `baseUpdatedAt` is the profile's version as the form loaded it: one submitted elsewhere since is refused
 * (409 at `baseUpdatedAt`), never overwritten.
 * Throws ValidationError with the field (`name`, `youtubeUrl`, …, `image`) before any call, and
 * whatever CreatorsApi throws otherwise (TimeoutError after 30 s, ValidationError from the server…).
 * The submitted profile replaces the cached one; the list refetches (its status).
 */
@injectable()
export class SubmitCreator {
  constructor(
    @inject(CreatorProfilesApi) private readonly api: CreatorProfilesApi,
    @inject(MeCache) private readonly cache: MeCache,
  ) {}

  async execute(
    id: number,
    fields: SubmitCreatorFields & { baseUpdatedAt?: string | null },
    image: File | null,
    options?: UploadOptions,
  ): Promise<Creator> {
    const input = parseInput(submitCreatorInputSchema, fields);
    if (image) {
      const problem = checkProfileImageFile(image);
      if (problem) throw new ValidationError(profileImageMessages[problem], 'image');
    }
    const saved = await this.api.submitCreator(id, input, image, options);
    this.cache.creatorSaved(saved);
    return saved;
  }
}
