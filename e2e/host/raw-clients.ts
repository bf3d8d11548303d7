import type { APIRequestContext } from '@playwright/test';
import { request as httpsRequest } from 'node:https';
import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type ConnectionOptions, type TLSSocket } from 'node:tls';

/**
 * Clients below what a browser or Playwright's request context lets a test choose: a TLS handshake
 * with given versions and suites, a request with any Host header, a request from another loopback
 * address, and a client that sends the head of a request and then nothing.
 */

/** Whether the host completes a handshake with these client settings ('ok', or the failure's code/message). */
export function handshake(port: number, options: ConnectionOptions): Promise<string> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options }, () => {
      socket.destroy();
      resolve('ok');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** What comes back until the server closes, for one raw HTTP/1.1 request (TLS unless `plain`). */
export function rawRequest(
  port: number,
  text: string,
  { plain = false, servername }: { plain?: boolean; servername?: string } = {},
): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    let answer = '';
    let settled = false;
    const done = (error?: string) => {
      if (settled) return;
      settled = true;
      resolve({ answer, error });
    };
    const onOpen = () => socket.write(text);
    const socket: Socket | TLSSocket = plain
      ? tcpConnect(port, '127.0.0.1', onOpen)
      : tlsConnect(
          { host: '127.0.0.1', port, rejectUnauthorized: false, servername, ALPNProtocols: ['http/1.1'] },
          onOpen,
        );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    socket.once('close', () => done());
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

/** A GET over HTTPS from a given local address (127.0.0.2 is another client to nginx), with its time. */
export function getFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { localAddress, headers, rejectUnauthorized: false, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

/** A client that sends a request's head and the start of its body, then nothing; `answer` is what it got so far. */
export interface SlowClient {
  socket: TLSSocket;
  answer(): string;
}

export function slowClient(port: number, head: string): Promise<SlowClient> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = tlsConnect(
      { host: '127.0.0.1', port, rejectUnauthorized: false, ALPNProtocols: ['http/1.1'] },
      () => {
        socket.write(head);
        resolve({ socket, answer: () => answer });
      },
    );
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
  });
}

/** An access token for the demo creator through the host, as the app gets one (sign-in page, then the exchange). */
export async function accessToken(request: APIRequestContext): Promise<string> {
  const login = await request.get('/local/login?account=creator', { maxRedirects: 0 });
  const token = new URL(login.headers()['location']!).searchParams.get('token');
  const pair = await request.post('/cl/auth/v1/refresh', { data: { token, termsAgreed: true } });
  return ((await pair.json()) as { accessToken: string }).accessToken;
}
