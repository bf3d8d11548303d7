import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/** How long the stand-in holds its slow answer: past the test's timeout, well short of spec §9's 10 s. */
export interface BrokenGatewayOptions {
  slowMs: number;
}

type Json = Record<string, unknown>;

/**
 * A gateway that gets five things wrong, in front of a real local API: it renames `phoneNumber` in
 * the user info, sends null for a creator's required `name`, answers the terms 403 of the wallet
 * nonce in another shape, drops the auction description's `baseUpdatedAt` (so the stale save is not
 * a 409), and holds the first deployment-info answer past the timeout. Everything else passes through.
 */
export async function startBrokenGateway(target: string, { slowMs }: BrokenGatewayOptions) {
  let slowOnce = true;
  const app = new Hono();
  app.all('*', async (c) => {
    const url = new URL(c.req.path, target);
    url.search = new URL(c.req.url).search;
    const headers = new Headers(c.req.raw.headers);
    for (const name of ['host', 'content-length', 'accept-encoding']) headers.delete(name);
    let body = ['GET', 'HEAD'].includes(c.req.method) ? undefined : await c.req.text();
    if (c.req.path === '/cl/creators-lab/v2/auctions/descriptions/submit' && body) {
      const { baseUpdatedAt: _dropped, ...rest } = JSON.parse(body) as Json;
      body = JSON.stringify(rest);
    }
    const answer = await fetch(url, { method: c.req.method, headers, body, redirect: 'manual' });
    let text = await answer.text();
    const path = c.req.path;
    if (path === '/cl/user/v1/users/info' && answer.ok) {
      const { phoneNumber, ...rest } = JSON.parse(text) as Json;
      text = JSON.stringify({ ...rest, phone: phoneNumber });
    }
    if (/^\/cl\/creators-lab\/v1\/creators\/\d+$/.test(path) && c.req.method === 'GET' && answer.ok) {
      text = JSON.stringify({ ...(JSON.parse(text) as Json), name: null });
    }
    if (path === '/cl/creators-lab/v1/eoa/nonce' && answer.status === 403)
      text = JSON.stringify({ error: 'Forbidden' });
    if (path === '/cl/creators-lab/v1/contracts/deployment-info' && slowOnce) {
      slowOnce = false;
      await new Promise((resolve) => setTimeout(resolve, slowMs));
    }
    const out = new Headers();
    for (const [name, value] of answer.headers) {
      if (!['content-length', 'content-encoding', 'transfer-encoding'].includes(name)) out.set(name, value);
    }
    return new Response(text, { status: answer.status, headers: out });
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
