// The upload limit of the local API on this machine: the same image files sent by a plain script,
// with the same concurrency as the editor, and nothing else (no browser, no checks, no progress).
// node:http (node:https through the production host) with a keep-alive agent, and the body the
// editor's files worker sends (multipart-body.ts) copied into one Buffer: the client costs a fraction of
// what Node's fetch and FormData do (2.4 ms an image, measured), so the figure is the server's.
import { readFile } from 'node:fs/promises';
import * as http from 'node:http';
import * as https from 'node:https';
import { basename } from 'node:path';
import { multipartBody } from '../../src/infrastructure/workers/multipart-body.ts';

/** Signs in as `account` through /local/login and the refresh exchange; resolves with the access token. */
export async function signInPlain(baseUrl, account = 'creator') {
  const login = await fetch(`${baseUrl}/local/login?account=${account}`, { redirect: 'manual' });
  const token = new URL(login.headers.get('location')).searchParams.get('token');
  const pair = await fetch(`${baseUrl}/cl/auth/v1/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, termsAgreed: true }),
  });
  if (!pair.ok) throw new Error(`sign-in failed: ${pair.status}`);
  return (await pair.json()).accessToken;
}

/** One request of `files` ({ name, blob }), laid out by the editor's own encoder (its files worker sends the same body). */
async function post(agent, url, accessToken, field, files) {
  const { request } = url.startsWith('https:') ? https : http;
  const form = multipartBody(files.map(({ name, blob }) => [field, { file: blob, name }]));
  const body = Buffer.from(await form.arrayBuffer());
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': form.type,
          'content-length': body.byteLength,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, retryAfter: Number(res.headers['retry-after'] ?? 1) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends `paths` to the local API at `baseUrl`, `concurrency` requests at a time, `batch` images a
 * request (1: the single upload, else the batch upload the editor uses); the files are read into memory
 * first (the browser reads them from disk as it sends; the page cache holds them here). Resolves with
 * the wall time and the images per second. Over https (the production host), `ca` is the certificate
 * to trust (the host's own, self-signed), and each request has a connection of its own (HTTP/1.1).
 * A request the host holds back (429, past its per-client rate) is sent again after its Retry-After,
 * as the editor does: `limited` counts them, and the time includes the waits.
 */
export async function plainUpload({ baseUrl, accessToken, paths, concurrency, batch = 1, ca }) {
  const files = await Promise.all(
    paths.map(async (path) => ({
      name: basename(path),
      blob: new Blob([await readFile(path)], { type: 'image/png' }),
    })),
  );
  const options = { keepAlive: true, maxSockets: concurrency };
  const agent = baseUrl.startsWith('https:') ? new https.Agent({ ...options, ca }) : new http.Agent(options);
  const url = `${baseUrl}/cl/creators-lab/v1/uploads${batch > 1 ? '/batch' : ''}`;
  let next = 0;
  let failedRequests = 0;
  let limited = 0;
  const field = batch > 1 ? 'images' : 'image';
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < files.length) {
        const part = files.slice(next, next + batch);
        next += batch;
        for (;;) {
          const { status, retryAfter } = await post(agent, url, accessToken, field, part);
          if (status === 429) {
            limited++;
            await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
            continue;
          }
          if (status !== 201) failedRequests++;
          break;
        }
      }
    }),
  );
  const ms = performance.now() - start;
  agent.destroy();
  return { images: files.length, ms, perSecond: (files.length / ms) * 1000, failedRequests, limited };
}
