import type { ImageFacts } from '../../application/ports/image-facts-reader';

/** A file handed to the worker once: its handle, or the id of the handle it already holds. */
export type WorkerFile = { id: number; file?: Blob };

/** What the page asks the files worker (files.worker.ts). */
export type FilesWorkerRequest =
  | { kind: 'facts'; call: number; files: WorkerFile[] }
  | {
      kind: 'send';
      call: number;
      url: string;
      method: string;
      headers: [string, string][];
      /** The FormData's entries: a name, and a string or a file with the file's name. */
      form: [string, string | { file: WorkerFile; name: string }][];
    }
  | { kind: 'abort'; call: number }
  /** The page is done with these files (sent, refused or dropped): the worker lets go of them. */
  | { kind: 'release'; ids: number[] };

/** What the files worker answers. */
export type FilesWorkerAnswer =
  | { kind: 'facts'; call: number; facts: (ImageFacts | null)[] }
  | {
      kind: 'response';
      call: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { kind: 'failed' | 'aborted'; call: number; message: string };
