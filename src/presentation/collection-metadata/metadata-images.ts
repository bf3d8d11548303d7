import { ValidationError } from '../../application/errors/app-error';
import type { UploadImage } from '../../application/images/upload-image';
import { metadataCopy } from '../shared/copy/metadata-copy';
import type { Notices } from '../shared/forms/notices';
import { MetadataImageUpload } from './metadata-image-upload';

export type MetadataImageField = 'imageUrl' | 'mediaUrl';

/**
 * The step's two image fields (the collection's image, a multi edition's media), each uploading on
 * its own; `onChange` puts an uploaded URL (or '' when removed) into the form's values.
 */
export class MetadataImages {
  readonly image: MetadataImageUpload;
  readonly media: MetadataImageUpload;

  constructor(
    images: UploadImage,
    notices: Notices,
    private readonly onChange: (field: MetadataImageField, url: string) => void,
  ) {
    const upload = (field: MetadataImageField) =>
      new MetadataImageUpload({
        images,
        onUploaded: (url) => onChange(field, url),
        notices,
        failureTitle: metadataCopy.uploadFailed,
        context: { area: 'launchpads', action: 'upload-metadata-image', field },
      });
    this.image = upload('imageUrl');
    this.media = upload('mediaUrl');
  }

  of(field: MetadataImageField): MetadataImageUpload {
    return field === 'imageUrl' ? this.image : this.media;
  }

  get busy(): boolean {
    return this.image.busy || this.media.busy;
  }

  /** 삭제: stops an upload under way and empties the field. */
  remove(field: MetadataImageField): void {
    this.of(field).cancel();
    this.onChange(field, '');
  }

  cancel(): void {
    this.image.cancel();
    this.media.cancel();
  }

  /** The server refused an uploaded image's URL: the reason goes under that picker. */
  placeError(error: unknown): boolean {
    if (!(error instanceof ValidationError) || (error.field !== 'imageUrl' && error.field !== 'mediaUrl')) return false;
    this.of(error.field).setError(error.userMessage);
    return true;
  }
}
