import { parentPort, workerData } from 'node:worker_threads';
import { constants, createGzip, type Gzip } from 'node:zlib';
import type Database from 'better-sqlite3';
import { systemClock } from '../clock';
import { ContractRepository } from '../data/contract-repository';
import { openDatabase } from '../db/database';
import { ANSWER_TAIL, answerHead, tokenJson, type TokenRow } from './token-json';
import type { ReaderAnswer, ReaderData, ReaderRequest } from './token-read-protocol';

// The token reader's thread (see TokenReader): a connection of its own, any number of open streams,
// each answered one chunk at a time when the main thread asks for the next.
const port = parentPort!;
const { dbPath, throwaway } = workerData as ReaderData;
const db = openDatabase(dbPath, { throwaway });
// Reading tokens asks the clock nothing.
const contracts = new ContractRepository(db, systemClock);
const encoder = new TextEncoder();

/** About this much JSON text per chunk: small enough to keep memory flat, large enough to be cheap. */
const CHUNK_CHARS = 256 * 1024;

interface Stream {
  rows: IterableIterator<TokenRow>;
  head: string | null;
  first: boolean;
  /** Its own statement: one prepared statement cannot iterate two streams at once. */
  statement: Database.Statement;
  gzip: Gzip | null;
  /** When the next chunk may be made (see PACE). */
  notBefore: number;
}

/**
 * One stream may use about half of a core: after a chunk took `t` ms to make, the next is not
 * started for another `t`. Other users' requests, and the other thread's work, get the rest of the
 * machine while one creator pulls hundreds of megabytes.
 */
const PACE = 1;
const streams = new Map<number, Stream>();

function open(id: number, launchpadId: number, gzip: boolean): void {
  const statement = db.prepare(
    `SELECT token_id AS tokenId, name, description, image_url AS imageUrl, attributes_json AS attributesJson,
       updated_at AS updatedAt FROM single_tokens WHERE launchpad_id = ? ORDER BY token_id`,
  );
  // The contract is read first; the rows follow in one read transaction (the iterator's), so the
  // answer is one committed state of the tokens even while a PATCH lands meanwhile.
  const head = answerHead(contracts.findByLaunchpad(launchpadId));
  // Level 1: about a fifth of the default level's work for JSON this repetitive, at a few percent more bytes.
  const zip = gzip ? createGzip({ level: 1 }) : null;
  streams.set(id, {
    rows: statement.iterate(launchpadId) as IterableIterator<TokenRow>,
    head,
    first: true,
    statement,
    gzip: zip,
    notBefore: 0,
  });
}

/** The chunk's bytes, through the stream's gzip when it has one (flushed, so the client can read it now). */
function compressed(stream: Stream, bytes: Uint8Array, last: boolean): Promise<Uint8Array<ArrayBuffer>> {
  const zip = stream.gzip;
  if (!zip) return Promise.resolve(bytes as Uint8Array<ArrayBuffer>);
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const collect = (part: Buffer) => parts.push(part);
    const fail = (error: Error) => {
      zip.off('data', collect);
      reject(error);
    };
    zip.on('data', collect);
    zip.once('error', fail);
    const done = () => {
      zip.off('data', collect);
      zip.off('error', fail);
      const all = Buffer.concat(parts);
      resolve(new Uint8Array(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)));
    };
    zip.write(bytes);
    if (last) {
      zip.once('end', done);
      zip.end();
    } else zip.flush(constants.Z_SYNC_FLUSH, done);
  });
}

async function next(id: number): Promise<ReaderAnswer> {
  const stream = streams.get(id);
  if (!stream) return { id, done: true };
  const wait = stream.notBefore - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const started = performance.now();
  let last = false;
  let text = stream.head ?? '';
  stream.head = null;
  for (;;) {
    if (text.length >= CHUNK_CHARS) break;
    const step: IteratorResult<TokenRow> = stream.rows.next();
    if (step.done) {
      last = true;
      text += ANSWER_TAIL;
      break;
    }
    text += (stream.first ? '' : ',') + tokenJson(step.value);
    stream.first = false;
  }
  const chunk = await compressed(stream, encoder.encode(text), last);
  if (last) streams.delete(id);
  stream.notBefore = performance.now() + (performance.now() - started) * PACE;
  return { id, chunk };
}

function cancel(id: number): void {
  const stream = streams.get(id);
  streams.delete(id);
  stream?.rows.return?.();
  stream?.gzip?.destroy();
}

async function answer(request: Extract<ReaderRequest, { kind: 'open' | 'next' }>): Promise<void> {
  try {
    if (request.kind === 'open') open(request.id, request.launchpadId, request.gzip);
    const reply = await next(request.id);
    port.postMessage(reply, 'chunk' in reply ? [reply.chunk.buffer] : []);
  } catch (error) {
    cancel(request.id);
    port.postMessage({
      id: request.id,
      failure: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies ReaderAnswer);
  }
}

port.on('message', (request: ReaderRequest) => {
  if (request.kind === 'close') {
    for (const id of [...streams.keys()]) cancel(id);
    db.close();
    port.close();
    return;
  }
  if (request.kind === 'cancel') cancel(request.id);
  else void answer(request);
});
