import { inject, injectable } from 'inversify';
import type { EditionValues } from '../../domain/editions/edition-values';
import { EditionFiles, type EditionFileFormat, type EditionFileRead } from '../ports/edition-files';

const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;
const JSON_NAME = /\.json$/i;

/** A drop or a pick, sorted: the files that are a sheet (read as one), and the images to match to rows. */
export interface SortedFiles {
  sheet: File[];
  images: File[];
}

/**
 * The editions editor's files: what a drop or a pick holds, reading the sheet, and the export. Several
 * JSON files are per-token metadata (`1.json … N.json`, the ERC-721 layout) and read as one sheet;
 * otherwise the first file that is no image is the sheet.
 */
@injectable()
export class EditionSheets {
  constructor(@inject(EditionFiles) private readonly files: EditionFiles) {}

  sort(files: readonly File[]): SortedFiles {
    const images = files.filter((file) => file.type.startsWith('image/') || IMAGE_NAME.test(file.name));
    const others = files.filter((file) => !images.includes(file));
    const json = others.filter((file) => JSON_NAME.test(file.name) || file.type === 'application/json');
    return { sheet: json.length > 1 ? json : others.slice(0, 1), images };
  }

  /** Reads one file, or several per-token files as one sheet. Never throws (see EditionFiles). */
  read(files: readonly File[]): Promise<EditionFileRead> {
    return files.length === 1 ? this.files.read(files[0]!) : this.files.readMany(files);
  }

  /** The rows as a file to download, named after the launchpad. */
  async export(
    rows: readonly EditionValues[],
    format: EditionFileFormat,
    launchpadId: number,
  ): Promise<{ blob: Blob; name: string }> {
    return { blob: await this.files.write(rows, format), name: `editions-${launchpadId}.${format}` };
  }
}
