import { callFilesWorker, releaseFiles, workerFile, workersAvailable } from '../workers/files-worker-client';
import type { FilesWorkerRequest } from '../workers/files-worker-messages';
import type { Transport } from './xhr-fetch';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * `fetch` for multipart bodies, sent from the files worker: the page's thread only posts the
 * FormData's entries (a file the worker already holds from its check goes by id, not again) and reads
 * the answer. Fails as fetch does (TypeError for the network, the signal's reason for an abort), so the
 * client's timeout, error mapping and 401 replay are those of the page's own fetch. A file is let go
 * once the API has answered for it. Where workers are missing (unit tests), it is fetch.
 */
export const workerFetch: Transport = async (url, init) => {
  const body = init.body;
  if (!workersAvailable() || !(body instanceof FormData)) return globalThis.fetch(url, init);
  const files: Blob[] = [];
  const form: Extract<FilesWorkerRequest, { kind: 'send' }>['form'] = [];
  body.forEach((value, name) => {
    if (typeof value === 'string') form.push([name, value]);
    else {
      files.push(value);
      form.push([name, { file: workerFile(value), name: value.name }]);
    }
  });
  const answer = await callFilesWorker(
    (call) => ({
      kind: 'send',
      call,
      url: new URL(url, location.href).href,
      method: init.method ?? 'POST',
      headers: [...new Headers(init.headers)],
      form,
    }),
    init.signal ?? undefined,
  );
  if (answer.kind === 'failed' || answer.kind === 'aborted') throw new TypeError(answer.message);
  if (answer.kind !== 'response') throw new TypeError('the files worker answered out of turn');
  // Answered: kept by the API, or refused for good. A request sent again (401, a lost connection) sends it anew.
  if (answer.status < 500 && answer.status !== 401 && answer.status !== 408 && answer.status !== 429)
    releaseFiles(files);
  const response = NULL_BODY_STATUSES.has(answer.status) ? null : answer.body;
  return new Response(response, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
};
