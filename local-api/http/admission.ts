import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { messages } from './messages';

/** How many connections and requests the API takes before it answers 503 (with Retry-After) instead. */
export interface AdmissionLimits {
  /** Open connections in all (default 1,024): past it, each request on a new connection gets a 503 and the connection closes. */
  maxConnections: number;
  /**
   * Per client address (default 128): open connections from a client that connects itself, and
   * requests in progress from one client behind a trusted proxy (its address from X-Forwarded-For).
   * A browser opens about 6 connections per host, so only a script reaches it.
   */
  perClient: number;
  /** Peers whose X-Forwarded-For names the client (the host in front, e.g. 127.0.0.1); none by default. */
  trustedProxies: readonly string[];
}

export const DEFAULT_ADMISSION_LIMITS: AdmissionLimits = { maxConnections: 1024, perClient: 128, trustedProxies: [] };

/** Seconds a refused client is asked to wait (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;

/** `::ffff:127.0.0.1` (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:(?=\d+\.)/, '');

function count(map: Map<string, number>, key: string, by: 1 | -1): number {
  const next = (map.get(key) ?? 0) + by;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
  return next;
}

/**
 * Admission control in front of the routes. Nothing is ever reset: a connection past a cap is
 * accepted, and each request on it is answered 503 with `Retry-After` and `Connection: close`; a
 * client past its share of requests gets the same 503 and keeps its connection.
 */
export class Admission {
  private readonly trusted: ReadonlySet<string>;
  private readonly perPeer = new Map<string, number>();
  private readonly inFlight = new Map<string, number>();
  private readonly overCap = new WeakSet<Socket>();
  private open = 0;

  constructor(private readonly limits: AdmissionLimits) {
    this.trusted = new Set(limits.trustedProxies.map(plainAddress));
  }

  /** Counts connections as the server accepts them. */
  watch(server: Server): void {
    server.on('connection', (socket: Socket) => {
      const peer = plainAddress(socket.remoteAddress);
      const proxied = this.trusted.has(peer);
      this.open += 1;
      const fromPeer = proxied ? 0 : count(this.perPeer, peer, 1);
      if (this.open > this.limits.maxConnections || fromPeer > this.limits.perClient) this.overCap.add(socket);
      socket.once('close', () => {
        this.open -= 1;
        if (!proxied) count(this.perPeer, peer, -1);
      });
    });
  }

  /**
   * The client a request is from: the peer, or, when the peer is a trusted proxy, the nearest
   * address in X-Forwarded-For that is not one (what the proxy saw), else its X-Real-IP.
   */
  clientOf(incoming: IncomingMessage): string {
    const peer = plainAddress(incoming.socket.remoteAddress);
    if (!this.trusted.has(peer)) return peer;
    const forwarded = String(incoming.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => plainAddress(entry.trim()))
      .filter(Boolean);
    for (let i = forwarded.length - 1; i >= 0; i--) if (!this.trusted.has(forwarded[i]!)) return forwarded[i]!;
    const real = incoming.headers['x-real-ip'];
    return typeof real === 'string' && real.trim() ? plainAddress(real.trim()) : peer;
  }

  /** A 503 to answer now, or null: the request goes on, and counts until its answer is sent. */
  admit(incoming: IncomingMessage, outgoing: ServerResponse): Response | null {
    if (this.overCap.has(incoming.socket)) return this.refusal(true);
    const client = this.clientOf(incoming);
    if ((this.inFlight.get(client) ?? 0) >= this.limits.perClient) return this.refusal(false);
    count(this.inFlight, client, 1);
    outgoing.once('close', () => count(this.inFlight, client, -1));
    return null;
  }

  private refusal(close: boolean): Response {
    return new Response(JSON.stringify({ code: 'UNAVAILABLE', message: messages.connection.busy }), {
      status: 503,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(RETRY_AFTER_SECONDS),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...(close ? { connection: 'close' } : {}),
      },
    });
  }
}
