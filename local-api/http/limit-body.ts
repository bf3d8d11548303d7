import type { MiddlewareHandler } from 'hono';

/**
 * How much of a refused body is still read (and thrown away) so the client can read its 413; a
 * body declared larger is answered at once, and the connection closed.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 2_000;

/**
 * Reads the rest of a body that will not be used. Answering 413 while the client is still sending
 * and then closing the socket makes the kernel reset the connection, and the client sees a reset
 * instead of its 413. Past DRAIN_MAX_BYTES or DRAIN_MAX_MS it gives up (the answer then closes).
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<boolean> {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let read = alreadyRead;
  try {
    for (;;) {
      if (read > DRAIN_MAX_BYTES || Date.now() > deadline) return false;
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
    }
  } catch {
    return false;
  }
}

/**
 * Hono's bodyLimit, plus the drain: bodies over `maxSize` (by Content-Length, or counted while a
 * chunked body streams in) are read to their end and thrown away, then `onTooLarge` answers (a
 * body declared over DRAIN_MAX_BYTES is answered at once). A body within the limit is buffered and
 * handed on, as bodyLimit does.
 */
export function limitBody(maxSize: number, onTooLarge: () => never): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.raw.headers.get('content-length');
    if (declared !== null && Number(declared) <= maxSize) return next();

    if (declared !== null && !(Number(declared) <= DRAIN_MAX_BYTES)) {
      c.header('Connection', 'close');
      return onTooLarge();
    }
    const reader = body.getReader();
    if (declared !== null) {
      if (!(await drain(reader, 0))) c.header('Connection', 'close');
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
        if (!(await drain(reader, size))) c.header('Connection', 'close');
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
