import type { MiddlewareHandler } from 'hono';

/**
 * How much of a refused body is still read (and thrown away) after its 413, so the client can
 * finish sending and read the answer; a body declared larger gets its 413 with the connection closed.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Reads the rest of a refused body in the background. Answering 413 while the client is still
 * sending and then closing the socket makes the kernel reset the connection, and the client sees a
 * reset instead of its 413; so the 413 goes out at once and the connection stays open until the
 * body has arrived. Past DRAIN_MAX_BYTES or DRAIN_MAX_MS the read is cancelled (the socket closes).
 */
export function drainInBackground(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): void {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let read = alreadyRead;
  const step = (): Promise<void> =>
    reader.read().then(({ done, value }) => {
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_MAX_BYTES || Date.now() > deadline) return reader.cancel();
      return step();
    });
  step().catch(() => undefined);
}

/**
 * Hono's bodyLimit, plus the drain: a body over `maxSize` (by Content-Length, or counted while a
 * chunked body streams in) gets `onTooLarge`'s answer at once while the rest is read and thrown
 * away. A body within the limit is buffered and handed on, as bodyLimit does. Needs the node
 * server's own clean-up of unread bodies off (`autoCleanupIncoming: false`), which closes
 * connections that are still sending after 500 ms.
 */
export function limitBody(maxSize: number, onTooLarge: () => never): MiddlewareHandler {
  return async (c, next) => {
    // The headers first: a body within its declared limit is left unread here, so the route can read it
    // in one piece (the node server's direct path) instead of through a web stream.
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.raw.headers.get('content-length');
    if (declared !== null && Number(declared) <= maxSize) return next();
    const body = c.req.raw.body;
    if (!body) return next();

    if (declared !== null && !(Number(declared) <= DRAIN_MAX_BYTES)) c.header('Connection', 'close');
    const reader = body.getReader();
    if (declared !== null) {
      drainInBackground(reader, 0);
      return onTooLarge();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        chunks.length = 0;
        drainInBackground(reader, size);
        return onTooLarge();
      }
      chunks.push(value);
    }
    const buffer = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffer.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffer });
    return next();
  };
}
