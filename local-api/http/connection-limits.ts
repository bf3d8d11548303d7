import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { DEFAULT_ADMISSION_LIMITS } from './admission';
import { messages } from './messages';

/**
 * How long the server waits for a slow or silent client, and how many connections and requests it
 * takes (the caps are enforced by Admission, admission.ts: past them, 503 with Retry-After).
 */
export interface ConnectionLimits {
  /** Whole request headers (default 10 s); past it Node answers 408 and closes. */
  headersMs: number;
  /** A JSON (non-multipart) body after its headers (default 30 s). */
  bodyMs: number;
  /** A multipart upload, headers and body (default 120 s). */
  uploadMs: number;
  /** An idle keep-alive connection (default 5 s). */
  keepAliveMs: number;
  /** Open connections per client address, or its requests in progress behind a trusted proxy (default 128). */
  perClient: number;
  /** Open connections in all (default 1,024). */
  maxConnections: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersMs: 10_000,
  bodyMs: 30_000,
  uploadMs: 120_000,
  keepAliveMs: 5_000,
  perClient: DEFAULT_ADMISSION_LIMITS.perClient,
  maxConnections: DEFAULT_ADMISSION_LIMITS.maxConnections,
};

/** The node http server's own options for the limits (handed to `serve`). */
export function serverOptions(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersMs,
    requestTimeout: limits.uploadMs,
    keepAliveTimeout: limits.keepAliveMs,
    // Node checks the two timeouts above on this interval (30 s by default, far too coarse for 10 s).
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(limits.headersMs / 4))),
  };
}

/** The per-request body deadline, on a server `serve` created. */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // Uploads have Node's requestTimeout (uploadMs); every other body must arrive within bodyMs.
    if ((request.headers['content-type'] ?? '').startsWith('multipart/') || request.complete) return;
    const timer = setTimeout(() => {
      if (request.complete) return;
      if (!response.headersSent) {
        response.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        response.end(JSON.stringify({ code: 'BAD_REQUEST', message: messages.connection.bodyTimeout }));
      }
      request.socket.destroySoon();
      setTimeout(() => request.socket.destroy(), 1000).unref();
    }, limits.bodyMs);
    timer.unref();
    request.once('end', () => clearTimeout(timer));
    request.once('close', () => clearTimeout(timer));
  });
}
