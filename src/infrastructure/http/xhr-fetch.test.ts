import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xhrFetch } from './xhr-fetch';

/** A real HTTP server (node:http) answering with what it received, so happy-dom's own XMLHttpRequest is exercised. */
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      res.setHeader('Access-Control-Expose-Headers', 'X-Echo');
      if (req.method === 'OPTIONS') return void res.end();
      const status = req.url === '/missing' ? 404 : req.url === '/empty' ? 204 : 200;
      res.statusCode = status;
      res.setHeader('X-Echo', 'yes');
      if (status === 204) return void res.end();
      res.setHeader('Content-Type', 'application/json');
      const body = Buffer.concat(chunks).toString();
      res.end(
        JSON.stringify({
          method: req.method,
          auth: req.headers.authorization ?? null,
          type: req.headers['content-type'] ?? null,
          body,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('xhrFetch over a real XMLHttpRequest', () => {
  it('given a multipart body and headers, when sent, then the answer is a Response with status, headers and body', async () => {
    const form = new FormData();
    form.append('name', '달빛');
    const response = await xhrFetch(`${base}/upload`, {
      method: 'POST',
      body: form,
      headers: { Authorization: 'Bearer a1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const echoed = (await response.json()) as { method: string; auth: string; type: string; body: string };
    expect(echoed).toMatchObject({ method: 'POST', auth: 'Bearer a1' });
    expect(echoed.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.body).toContain('달빛');
  });

  it('given 404 and 204 answers, when received, then they are Responses (204 without a body)', async () => {
    expect((await xhrFetch(`${base}/missing`, { method: 'GET' })).status).toBe(404);
    const empty = await xhrFetch(`${base}/empty`, { method: 'GET' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('given an aborted signal, when sending, then it rejects with the reason and sends nothing', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(xhrFetch(`${base}/upload`, { method: 'POST', signal: controller.signal })).rejects.toMatchObject({
      message: 'stop',
    });
  });

  it('given nobody listening, when sending, then it rejects with a TypeError as fetch does', async () => {
    await expect(xhrFetch('http://127.0.0.1:9/nothing', { method: 'GET' })).rejects.toBeInstanceOf(TypeError);
  });
});
