import type { ImageFactsReader } from '../../application/ports/image-facts-reader';
import { nextTask } from '../../application/scheduling/next-task';
import { callFilesWorker, workerFile, workersAvailable } from '../workers/files-worker-client';
import type { FilesWorkerAnswer } from '../workers/files-worker-messages';
import { readImageFacts } from './read-image-facts';

/**
 * Files handed to the worker a message, each message posted in a task of its own. Handing a picked
 * file over looks its size up synchronously (a call to the browser process per file): in a CPU profile
 * of 2,000 images, 0.8 ms a file on a busy machine, and the 48 files of a check in one message made
 * tasks of 40–150 ms, most of the page's long tasks while uploading (docs/performance.md).
 */
const FILES_PER_MESSAGE = 6;

/**
 * Image checks off the page's thread: a batch of files goes to the files worker, a few a message
 * (files are handles, not bytes, and each stays there for its upload) and comes back as bytes and
 * sides read from each header. On the page, a picked file's size is looked up synchronously the first
 * time it is read, and decoding took 5–10 ms an image on a busy machine. Where workers are missing
 * (unit tests), or the worker fails, it reads on the page.
 */
export const readImageFactsInWorker: ImageFactsReader = async (files) => {
  if (!workersAvailable()) return Promise.all(files.map(readImageFacts));
  const answers: Promise<FilesWorkerAnswer>[] = [];
  try {
    for (let start = 0; start < files.length; start += FILES_PER_MESSAGE) {
      if (start > 0) await nextTask();
      const part = files.slice(start, start + FILES_PER_MESSAGE);
      const answer = callFilesWorker((call) => ({ kind: 'facts', call, files: part.map(workerFile) }));
      // Handled below, with the others; a failure before then is not an unhandled rejection.
      answer.catch(() => undefined);
      answers.push(answer);
    }
    const facts = (await Promise.all(answers)).flatMap((answer) => (answer.kind === 'facts' ? answer.facts : []));
    if (facts.length === files.length) return facts;
  } catch {
    // The worker failed: read them here.
  }
  return Promise.all(files.map(readImageFacts));
};
