import { Worker } from 'node:worker_threads';
import type { ReaderAnswer, ReaderData, ReaderRequest } from './token-read-protocol';

type Settle = (answer: ReaderAnswer) => void;

/**
 * `GET contracts/metadata` off the main thread, streamed. 10,000 tokens of the largest size are
 * hundreds of megabytes of JSON: reading the rows, checking them and writing the JSON on the main
 * thread held every other user's request for seconds. Here a worker thread with its own connection
 * reads the rows and writes the JSON a chunk at a time, only when the response asks for the next
 * one (a slow client holds no more than a chunk in memory), and the main thread only passes bytes on.
 */
export class TokenReader {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, Settle>();

  constructor(
    private readonly dbPath: string,
    private readonly options: { throwaway?: boolean } = {},
  ) {}

  /**
   * Streams the answer of one launchpad (its ownership already checked): `{"contract":…,"tokens":[…]}`,
   * gzipped by the thread when `gzip` (the caller then sends `Content-Encoding: gzip`).
   */
  stream(launchpadId: number, gzip: boolean): ReadableStream<Uint8Array> {
    const id = this.nextId++;
    let opened = false;
    return new ReadableStream<Uint8Array>(
      {
        pull: async (controller) => {
          const request: ReaderRequest = opened ? { kind: 'next', id } : { kind: 'open', id, launchpadId, gzip };
          opened = true;
          const answer = await this.ask(request);
          if ('chunk' in answer) controller.enqueue(answer.chunk);
          else if ('done' in answer) controller.close();
          else controller.error(new Error(`the token reader failed: ${answer.failure}`));
        },
        cancel: () => {
          this.worker?.postMessage({ kind: 'cancel', id } satisfies ReaderRequest);
        },
      },
      { highWaterMark: 0 },
    );
  }

  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.ref();
    worker.postMessage({ kind: 'close' } satisfies ReaderRequest);
    await exited;
  }

  private ask(request: Extract<ReaderRequest, { id: number }>): Promise<ReaderAnswer> {
    const worker = this.thread();
    return new Promise((resolve) => {
      this.waiting.set(request.id, resolve);
      worker.postMessage(request);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./token-reader-worker.mjs', import.meta.url), {
      workerData: { dbPath: this.dbPath, throwaway: this.options.throwaway ?? false } satisfies ReaderData,
    });
    worker.unref();
    worker.on('message', (answer: ReaderAnswer) => {
      const settle = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      settle?.(answer);
    });
    const fail = (reason: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      for (const [id, settle] of this.waiting) settle({ id, failure: reason });
      this.waiting.clear();
    };
    worker.on('error', (error: unknown) => fail(String(error)));
    worker.on('exit', (code) => fail(`the token reader thread exited (code ${code})`));
    this.worker = worker;
    return worker;
  }
}
