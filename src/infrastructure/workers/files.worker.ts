/// <reference lib="webworker" />
import { readImageFacts } from '../images/read-image-facts';
import { multipartBody } from './multipart-body';
import type { FilesWorkerAnswer, FilesWorkerRequest, WorkerFile } from './files-worker-messages';

/**
 * The page's picked files, off its thread: their checks (bytes and sides, from each header) and their
 * uploads (what `fetch` does synchronously with picked files in its body, several milliseconds a
 * request, happens here; the body is one Blob, see multipart-body.ts). A file comes over once, with its
 * check, and is kept by its id until its upload has gone: handing a picked file to a worker costs the
 * page a lookup of its size.
 */
const files = new Map<number, Blob>();
const running = new Map<number, AbortController>();

function fileOf({ id, file }: WorkerFile): Blob {
  if (file) files.set(id, file);
  const kept = files.get(id);
  if (!kept) throw new Error(`file ${id} was released`);
  return kept;
}

const answer = (message: FilesWorkerAnswer) =>
  self.postMessage(message, message.kind === 'response' ? [message.body] : []);

async function send(request: Extract<FilesWorkerRequest, { kind: 'send' }>): Promise<void> {
  const controller = new AbortController();
  running.set(request.call, controller);
  try {
    const body = multipartBody(
      request.form.map(([name, value]) =>
        typeof value === 'string' ? [name, value] : [name, { file: fileOf(value.file), name: value.name }],
      ),
    );
    // The body's Blob type is its Content-Type, boundary included: a header from the page would not have it.
    const headers = request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
    const response = await fetch(request.url, { method: request.method, headers, body, signal: controller.signal });
    answer({
      kind: 'response',
      call: request.call,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    answer({ kind: controller.signal.aborted ? 'aborted' : 'failed', call: request.call, message });
  } finally {
    running.delete(request.call);
  }
}

self.onmessage = async (event: MessageEvent<FilesWorkerRequest>) => {
  const request = event.data;
  switch (request.kind) {
    case 'facts':
      answer({
        kind: 'facts',
        call: request.call,
        facts: await Promise.all(request.files.map((file) => readImageFacts(fileOf(file) as File))),
      });
      return;
    case 'send':
      return send(request);
    case 'abort':
      running.get(request.call)?.abort();
      return;
    case 'release':
      for (const id of request.ids) files.delete(id);
  }
};
