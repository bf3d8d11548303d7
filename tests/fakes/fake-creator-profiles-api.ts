import { NotFoundError } from '../../src/application/errors/app-error';
import type { CreatorProfilesApi } from '../../src/application/ports/creator-profiles-api';
import type { UploadOptions } from '../../src/application/ports/upload';
import type { CreateCreatorInput, Creator, SubmitCreatorInput } from '../../src/domain/creator/creator';
import type { FakeCreatorsServer } from './fake-creators-server';
import { sampleCreator } from './sample-data';

/** CreatorProfilesApi over the fake server's creator profiles. */
export class FakeCreatorProfilesApi implements CreatorProfilesApi {
  constructor(private readonly server: FakeCreatorsServer) {}

  listCreators() {
    return this.server.run('listCreators', [], () => this.server.creators);
  }

  getCreator(id: number) {
    return this.server.run('getCreator', [id], () => this.creator(id));
  }

  createCreator(input: CreateCreatorInput) {
    return this.server.run('createCreator', [input], () => {
      const now = this.server.now();
      const created = sampleCreator({
        id: this.server.nextId(),
        ...this.server.check('createCreator', input),
        description: '',
        youtubeUrl: '',
        instagramUrl: '',
        imageUrl: null,
        status: 'DRAFT',
        submittedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      this.server.creators.push(created);
      return created;
    });
  }

  submitCreator(id: number, input: SubmitCreatorInput, image: File | null, options?: UploadOptions) {
    return this.server.run('submitCreator', [id, input, image, options], () => {
      const creator = this.creator(id);
      options?.onUploadProgress?.(1);
      const { baseUpdatedAt, ...fields } = this.server.check('submitCreator', input);
      // The API's precondition: a profile submitted elsewhere since the form loaded it is a conflict.
      this.server.unchanged(baseUpdatedAt, creator.updatedAt);
      const now = this.server.nextVersion(creator.updatedAt);
      return Object.assign(creator, fields, {
        imageUrl: image ? `/local/uploads/${image.name}` : creator.imageUrl,
        status: 'SUBMITTED' as const,
        submittedAt: now,
        updatedAt: now,
      });
    });
  }

  private creator(id: number): Creator {
    const found = this.server.creators.find((c) => c.id === id);
    if (!found) throw new NotFoundError(`creator ${id}`);
    return found;
  }
}
