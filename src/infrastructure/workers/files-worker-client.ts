import type { FilesWorkerAnswer, FilesWorkerRequest, WorkerFile } from './files-worker-messages';

let worker: Worker | null = null;
let lastCall = 0;
let lastFile = 0;
const calls = new Map<number, { answered: (answer: FilesWorkerAnswer) => void; failed: (error: unknown) => void }>();
/** The files the worker holds, by their handle on the page: each crosses over once. */
let held = new WeakMap<Blob, number>();

/** Where workers run (not in unit tests). */
export const workersAvailable = () => typeof Worker !== 'undefined';

function filesWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./files.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<FilesWorkerAnswer>) => {
    const call = calls.get(event.data.call);
    calls.delete(event.data.call);
    call?.answered(event.data);
  };
  // A worker that cannot start, or died: what it held fails as the network would, and a new one starts afresh.
  worker.onerror = () => {
    worker = null;
    held = new WeakMap();
    for (const call of calls.values()) call.failed(new TypeError('the files worker failed'));
    calls.clear();
  };
  return worker;
}

/** A file as the worker takes it: by id when it already holds it, else with its handle (kept there from now on). */
export function workerFile(file: Blob): WorkerFile {
  const id = held.get(file);
  if (id !== undefined) return { id };
  const next = ++lastFile;
  held.set(file, next);
  return { id: next, file };
}

/** The worker may let go of these files (uploaded, refused or dropped). */
export function releaseFiles(files: readonly Blob[]): void {
  const ids = files.flatMap((file) => {
    const id = held.get(file);
    held.delete(file);
    return id === undefined ? [] : [id];
  });
  if (ids.length > 0 && worker) worker.postMessage({ kind: 'release', ids } satisfies FilesWorkerRequest);
}

/** Sends a request to the worker (`call` is given its number) and resolves with its answer. */
export function callFilesWorker(
  request: (call: number) => FilesWorkerRequest,
  signal?: AbortSignal,
): Promise<FilesWorkerAnswer> {
  const call = ++lastCall;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      calls.delete(call);
      worker?.postMessage({ kind: 'abort', call } satisfies FilesWorkerRequest);
      const reason: unknown = signal?.reason;
      reject(reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    calls.set(call, {
      answered: (answer) => (settle(), resolve(answer)),
      failed: (error) => (settle(), reject(error)),
    });
    filesWorker().postMessage(request(call));
  });
}
