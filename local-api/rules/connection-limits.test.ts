import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, serverOptions } from '../http/connection-limits';
import { startTestApi, type TestApi } from '../test-support/test-api';

/**
 * Issue 28, slow clients, over real sockets: unfinished headers, a body that never finishes, idle
 * keep-alive connections (the caps: admission.test.ts). Short limits keep the test quick;
 * the defaults are checked as values.
 */

let t: TestApi | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const LIMITS = { headersMs: 400, bodyMs: 400, uploadMs: 1500, keepAliveMs: 300, perClient: 4, maxConnections: 64 };

function open(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the socket, and how long that took. */
function untilClosed(socket: Socket): Promise<{ text: string; ms: number }> {
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  return new Promise((resolve) => socket.once('close', () => resolve({ text, ms: Date.now() - started })));
}

describe('timeouts', () => {
  it('given the defaults, then headers 10 s, bodies 30 s (uploads 120 s), keep-alive 5 s', () => {
    expect(DEFAULT_CONNECTION_LIMITS).toMatchObject({
      headersMs: 10_000,
      bodyMs: 30_000,
      uploadMs: 120_000,
      keepAliveMs: 5_000,
    });
    expect(serverOptions(DEFAULT_CONNECTION_LIMITS)).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 120_000,
      keepAliveTimeout: 5_000,
    });
    expect(DEFAULT_CONNECTION_LIMITS.perClient).toBeGreaterThan(6 * 4);
  });

  it('given headers that never finish, then 408 and the connection closes at the header limit', async () => {
    t = await startTestApi({ connectionLimits: LIMITS });
    const socket = await open(t.url);
    socket.write('GET /cl/creators-lab/v2/launchpads HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const { text, ms } = await untilClosed(socket);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(LIMITS.headersMs + 1500);
  });

  it('given a JSON body that stops half way, then 408 in Korean and the connection closes at the body limit', async () => {
    t = await startTestApi({ connectionLimits: LIMITS });
    const creator = await t.signIn();
    const socket = await open(t.url);
    const body = '{"name":"느린 본문","chain":"BASE",';
    socket.write(
      `POST /cl/creators-lab/v2/launchpads HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${creator.accessToken}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body) + 100}\r\n\r\n${body}`,
    );
    const { text, ms } = await untilClosed(socket);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(text).toContain('요청 본문을 제시간에 받지 못했습니다.');
    expect(ms).toBeLessThan(LIMITS.bodyMs + 1500);
  });

  it('given an idle keep-alive connection, then the server closes it after the keep-alive limit', async () => {
    t = await startTestApi({ connectionLimits: LIMITS });
    const socket = await open(t.url);
    const closed = untilClosed(socket);
    socket.write('GET /local/nothing HTTP/1.1\r\nHost: x\r\n\r\n');
    const { text, ms } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 404/);
    expect(ms).toBeLessThan(LIMITS.keepAliveMs + 1500);
  });
});
