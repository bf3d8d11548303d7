import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1)(?::(\d{1,5}))?$/i;

/**
 * The app origin to send a signed-in creator to. The app's dev and preview servers proxy /local here
 * keeping the Host header, so a loopback Host on another port than ours names the app the creator
 * is using (`PORT=4173 npm run preview` works with no setting). Otherwise the configured origin.
 */
export function redirectOrigin(c: Context, configured: string, followProxy: boolean): string {
  if (!followProxy) return configured;
  const host = c.req.header('host') ?? '';
  const match = LOOPBACK_HOST.exec(host);
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const ownPort = incoming?.socket.localPort;
  if (!match || ownPort === undefined || Number(match[2] ?? 80) === ownPort) return configured;
  return `http://${host.toLowerCase()}`;
}
