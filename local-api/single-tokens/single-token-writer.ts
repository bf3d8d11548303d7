import { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import type { SavedTokens, WriterAnswer, WriterData, WriterRequest } from './single-token-protocol';

interface Waiting {
  resolve: (saved: SavedTokens) => void;
  reject: (error: Error) => void;
}

/**
 * `PATCH single-tokens` off the main thread. 10,000 tokens take the main thread tens to hundreds of
 * milliseconds to parse, validate and write, and every other request would wait that long. Here a
 * worker thread does all three with its own connection to the same database file (WAL: the main
 * connection keeps reading the last committed state until the one transaction commits). The thread
 * takes one PATCH at a time, in arrival order, so PATCHes of one launchpad land one after another.
 * Started on the first PATCH (or by `start`); a thread that dies fails its PATCHes (500) and the next
 * one starts a new one.
 */
export class SingleTokenWriter {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();

  /** `dbPath`: the database file (an in-memory database cannot be shared with another thread). */
  constructor(
    private readonly dbPath: string,
    private readonly options: { throwaway?: boolean; busyTimeoutMs?: number } = {},
  ) {}

  /** PATCHes handed to the thread and not answered yet. */
  get pending(): number {
    return this.waiting.size;
  }

  /** Saves the body of one PATCH; rejects with its ApiError when refused (nothing written then). */
  save(userId: string, bytes: Uint8Array<ArrayBuffer>): Promise<SavedTokens> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise<SavedTokens>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      // The bytes are moved, not copied (readJsonBytes gives them a buffer of their own).
      const request: WriterRequest = { id, userId, bytes };
      worker.postMessage(request, [bytes.buffer]);
    });
  }

  /** Lets the PATCHes already handed over finish, then ends the thread and its connection. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    // Held until the thread has closed its connection, so a stopping process waits for it.
    worker.ref();
    const request: WriterRequest = { close: true };
    worker.postMessage(request);
    await exited;
  }

  /** Starts the thread now rather than on the first PATCH (a long-running server, so that PATCH does not wait for it). */
  start(): void {
    this.thread();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./single-token-worker.mjs', import.meta.url), {
      workerData: {
        dbPath: this.dbPath,
        throwaway: this.options.throwaway ?? false,
        busyTimeoutMs: this.options.busyTimeoutMs,
      } satisfies WriterData,
    });
    // Waiting PATCHes keep their requests open; the thread alone must not keep a process alive.
    worker.unref();
    worker.on('message', (answer: WriterAnswer) => this.settle(answer));
    worker.on('error', (error: unknown) =>
      this.fail(worker, error instanceof Error ? error : new Error(String(error))),
    );
    worker.on('exit', (code) => this.fail(worker, new Error(`the single-token writer thread exited (code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(answer: WriterAnswer): void {
    const waiting = this.waiting.get(answer.id);
    if (!waiting) return;
    this.waiting.delete(answer.id);
    if ('saved' in answer) waiting.resolve(answer.saved);
    else if ('refused' in answer) {
      const { status, code, message, field } = answer.refused;
      waiting.reject(new ApiError(status, code, message, field));
    } else waiting.reject(new Error(`the single-token writer failed: ${answer.failure}`));
  }

  /** The thread is gone: its waiting PATCHes fail, and the next PATCH starts a new thread. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
