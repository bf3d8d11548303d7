import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS } from '../http/connection-limits';
import { startTestApi, type TestApi } from '../test-support/test-api';

/**
 * Issue 41: past a cap the API answers 503 with Retry-After and never resets a connection, and behind
 * a trusted host it counts each creator's own address (X-Forwarded-For), not the host's.
 */

let t: TestApi | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface Answer {
  status: number | 'reset';
  retryAfter?: string;
  body?: string;
}

/** One GET on its own connection (an agent per request: no pooling), answered or not. */
function get(url: string, headers: Record<string, string> = {}, agent = new Agent({ keepAlive: false })) {
  return new Promise<Answer>((resolve) => {
    const req = request(url, { headers, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }));
      res.on('error', () => resolve({ status: 'reset' }));
    });
    req.on('error', () => resolve({ status: 'reset' }));
    req.end();
  });
}

/** A request held open by the server side: a JSON body that never finishes (the route waits for it). */
function hold(url: string, headers: Record<string, string>) {
  const req = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '100', ...headers },
  });
  req.on('error', () => undefined);
  req.write('{"token":"');
  return req;
}

describe('admission', () => {
  it('given 200 concurrent requests from one client, then every one is answered, 2xx or 503 with Retry-After, none reset', async () => {
    t = await startTestApi();
    const creator = await t.signIn();
    const url = `${t.url}/cl/creators-lab/v2/launchpads`;
    const headers = { authorization: `Bearer ${creator.accessToken!}` };
    const answers = await Promise.all(Array.from({ length: 200 }, () => get(url, headers)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(DEFAULT_CONNECTION_LIMITS.perClient);
    for (const refused of answers.filter((a) => a.status === 503)) {
      expect(refused.retryAfter).toBe('1');
      expect(JSON.parse(refused.body!)).toMatchObject({ code: 'UNAVAILABLE' });
    }
  });

  it('given more open connections than the cap, then the ones past it get 503 with Retry-After on their request, and room freed is usable again', async () => {
    t = await startTestApi({ connectionLimits: { perClient: 3 } });
    const held = [0, 1, 2].map(() => hold(`${t!.url}/cl/auth/v1/refresh`, {}));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const extra = await get(`${t.url}/local/nothing`);
    expect(extra).toMatchObject({ status: 503, retryAfter: '1' });
    held[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await get(`${t.url}/local/nothing`)).status).toBe(404);
    for (const req of held) req.destroy();
  });

  it('given a trusted host in front, then each creator behind it has the per-client share, not the host as a whole', async () => {
    t = await startTestApi({ connectionLimits: { perClient: 3 }, trustedProxies: ['127.0.0.1'] });
    const busy = { 'x-forwarded-for': '203.0.113.7' };
    const held = [0, 1, 2].map(() => hold(`${t!.url}/cl/auth/v1/refresh`, busy));
    await new Promise((resolve) => setTimeout(resolve, 150));
    // The busy creator's fourth request is refused; another creator through the same host is answered.
    expect((await get(`${t.url}/local/nothing`, busy)).status).toBe(503);
    expect((await get(`${t.url}/local/nothing`, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(404);
    // A client cannot pose as another through a header the trusted host did not write last.
    expect((await get(`${t.url}/local/nothing`, { 'x-forwarded-for': '198.51.100.2, 203.0.113.7' })).status).toBe(503);
    for (const req of held) req.destroy();
  });

  it('given no trusted host, then X-Forwarded-For is ignored: a client is its own address', async () => {
    t = await startTestApi({ connectionLimits: { perClient: 3 } });
    const held = [0, 1, 2].map((i) => hold(`${t!.url}/cl/auth/v1/refresh`, { 'x-forwarded-for': `192.0.2.${i}` }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await get(`${t.url}/local/nothing`, { 'x-forwarded-for': '198.51.100.9' })).status).toBe(503);
    for (const req of held) req.destroy();
  });
});
