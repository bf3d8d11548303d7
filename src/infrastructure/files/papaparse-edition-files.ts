import type { EditionFileFormat, EditionFileRead, EditionFiles } from '../../application/ports/edition-files';
import { EDITION_FILE_MAX_BYTES } from '../../domain/editions/edition-records';
import type { EditionValues } from '../../domain/editions/edition-values';
import { decodeTextFile } from './decode-text-file';

const JSON_FILE = /\.json$/i;
const CSV_FILE = /\.(csv|tsv|txt)$/i;

/**
 * CSV through papaparse, and JSON, parsed in a module worker (Vite bundles `edition-file.worker.ts`
 * with papaparse into a file of its own). Where workers are missing (unit tests) it parses in-thread.
 * papaparse is imported on first use, so it never weighs on the app's first route.
 */
export class PapaparseEditionFiles implements EditionFiles {
  async read(file: File): Promise<EditionFileRead> {
    const json = file.type === 'application/json' || JSON_FILE.test(file.name);
    if (!json && !CSV_FILE.test(file.name) && file.type !== 'text/csv') return { ok: false, reason: 'unsupported' };
    // Refused from its size alone: reading 300 MB to refuse it would freeze the tab first.
    if (file.size > EDITION_FILE_MAX_BYTES) return { ok: false, reason: 'too-large', maxBytes: EDITION_FILE_MAX_BYTES };
    if (typeof Worker === 'undefined') {
      const { parseEditionText } = await import('./parse-edition-file');
      return parseEditionText(decodeTextFile(await file.arrayBuffer()), json);
    }
    return inWorker(file);
  }

  async readMany(files: readonly File[]): Promise<EditionFileRead> {
    if (files.length === 1) return this.read(files[0]!);
    if (!files.every((file) => JSON_FILE.test(file.name) || file.type === 'application/json'))
      return { ok: false, reason: 'unsupported' };
    // Each is one token's metadata (a few hundred bytes); together they are held to one file's limit.
    if (files.reduce((n, file) => n + file.size, 0) > EDITION_FILE_MAX_BYTES)
      return { ok: false, reason: 'too-large', maxBytes: EDITION_FILE_MAX_BYTES };
    if (typeof Worker === 'undefined') {
      const { parseTokenFiles } = await import('./parse-edition-file');
      return parseTokenFiles(
        await Promise.all(
          files.map(async (file) => ({ name: file.name, text: decodeTextFile(await file.arrayBuffer()) })),
        ),
      );
    }
    return inWorker([...files]);
  }

  async write(rows: readonly EditionValues[], format: EditionFileFormat): Promise<Blob> {
    const { writeEditionFile } = await import('./write-edition-file');
    return writeEditionFile(rows, format);
  }
}

async function inWorker(message: File | File[]): Promise<EditionFileRead> {
  const worker = new Worker(new URL('./edition-file.worker.ts', import.meta.url), { type: 'module' });
  try {
    return await new Promise<EditionFileRead>((resolve) => {
      worker.onmessage = (event: MessageEvent<EditionFileRead>) => resolve(event.data);
      worker.onerror = () => resolve({ ok: false, reason: 'unreadable' });
      worker.postMessage(message);
    });
  } finally {
    worker.terminate();
  }
}
