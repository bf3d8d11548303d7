import type { ImageFactsReader } from '../../application/ports/image-facts-reader';
import { callFilesWorker, workerFile, workersAvailable } from '../workers/files-worker-client';
import { readImageFacts } from './read-image-facts';

/**
 * Image checks off the page's thread: a batch of files goes to the files worker in one message (files
 * are handles, not bytes, and each stays there for its upload) and comes back as bytes and sides read
 * from each header. On the page, a picked file's size is looked up synchronously the first time it is
 * read, and decoding took 5–10 ms an image on a busy machine. Where workers are missing (unit tests), or
 * the worker fails, it reads on the page.
 */
export const readImageFactsInWorker: ImageFactsReader = async (files) => {
  if (!workersAvailable()) return Promise.all(files.map(readImageFacts));
  try {
    const answer = await callFilesWorker((call) => ({ kind: 'facts', call, files: files.map(workerFile) }));
    if (answer.kind === 'facts') return answer.facts;
  } catch {
    // The worker failed: read them here.
  }
  return Promise.all(files.map(readImageFacts));
};
