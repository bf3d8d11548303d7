import { ValidationError } from '../../src/application/errors/app-error';
import type { ImageUploadApi } from '../../src/application/ports/image-upload-api';
import type { UploadedBatchItem, UploadOptions } from '../../src/application/ports/upload';
import type { FakeCreatorsServer } from './fake-creators-server';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const REFUSED_TYPE = 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.';

/** ImageUploadApi over the fake server: kept uploads in `server.uploads`; only the four image types pass. */
export class FakeImageUploadApi implements ImageUploadApi {
  constructor(private readonly server: FakeCreatorsServer) {}

  uploadImage(file: File, options?: UploadOptions) {
    return this.server.run('uploadImage', [file, options], () => {
      if (!IMAGE_TYPES.includes(file.type)) {
        throw new ValidationError(REFUSED_TYPE, 'image', { status: 415 });
      }
      options?.onUploadProgress?.(1);
      return this.keep(file);
    });
  }

  /** Each image as `uploadImage` would take it; a refused one answers in its place, as the API does. */
  uploadImages(files: readonly File[], options?: Pick<UploadOptions, 'signal'>) {
    return this.server.run('uploadImages', [files, options], () =>
      files.map((file): UploadedBatchItem =>
        IMAGE_TYPES.includes(file.type)
          ? { ok: true, ...this.keep(file) }
          : { ok: false, fileName: file.name, code: 'UNSUPPORTED_MEDIA_TYPE', message: REFUSED_TYPE },
      ),
    );
  }

  /** The server keeps the file under a new id, as the local API names it. */
  private keep(file: File) {
    const uploaded = {
      url: `/local/uploads/${this.server.nextId()}-${file.name}`,
      contentType: file.type,
      size: file.size,
      fileName: file.name,
    };
    this.server.uploads.push(uploaded);
    return uploaded;
  }
}
