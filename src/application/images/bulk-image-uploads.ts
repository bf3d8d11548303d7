import { inject, injectable } from 'inversify';
import { ErrorReporter } from '../ports/error-reporter';
import { UploadConcurrency } from '../ports/upload-concurrency';
import { ImageUploadQueue, type UploadQueueListener } from './image-upload-queue';
import type { ImageRules } from './image-rules';
import { UploadImage } from './upload-image';

/** Bulk image uploads (the editions editor's image folder): a queue per editor, as many at once as the connection allows. */
@injectable()
export class BulkImageUploads {
  constructor(
    @inject(UploadImage) private readonly upload: UploadImage,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(UploadConcurrency) private readonly concurrency: UploadConcurrency,
  ) {}

  queue<P extends string>(rules: ImageRules<P>, listener: UploadQueueListener<P>): ImageUploadQueue<P> {
    return new ImageUploadQueue(this.upload, rules, this.reporter, this.concurrency(), listener);
  }
}
