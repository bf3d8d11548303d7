import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signIn } from '../support/app';
import { launchpadLinks } from '../support/launchpad-links';
import { appPort, httpPort, serveStateFile } from './host-ports';
import { accessToken, handshake, rawRequest } from './raw-clients';

/** Issue 41: what an operator ships, tried as a client and as an attacker would. */

const HSTS = 'max-age=63072000; includeSubDomains';

test.describe('the host’s answers', () => {
  test('documents, assets and API answers each carry their headers; a document is isolated from other windows (COOP)', async ({
    request,
  }) => {
    const page = await request.get('/launchpads');
    expect(page.headers()['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers()['strict-transport-security']).toBe(HSTS);
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
    const asset = await request.get(entry);
    expect(asset.headers()['strict-transport-security']).toBe(HSTS);
    expect(asset.headers()['x-frame-options']).toBe('DENY');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');

    const bearer = { authorization: `Bearer ${await accessToken(request)}` };
    for (const answer of [
      await request.get('/cl/creators-lab/v2/launchpads', { headers: bearer }),
      await request.get('/cl/creators-lab/v2/launchpads'),
      await request.get('/local/auction-preview/no-such-key'),
    ]) {
      const what = `${answer.url()} ${answer.status()}`;
      expect(answer.headers()['strict-transport-security'], what).toBe(HSTS);
      expect(answer.headers()['x-frame-options'], what).toBe('DENY');
      // Once each: the gateway's own copy is replaced, not doubled.
      expect(answer.headers()['x-content-type-options'], what).toBe('nosniff');
    }
  });

  test('a hashed asset keeps a year; a missing one is a 404 that no cache keeps', async ({ request }) => {
    const page = await request.get('/login');
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
    const first = await request.get(entry);
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const revalidated = await request.get(entry, {
      headers: { 'if-modified-since': first.headers()['last-modified']! },
    });
    expect(revalidated.status()).toBe(304);
    expect(revalidated.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const missing of ['/assets/nope-abc123.js', '/assets/style-0ld0ld0l.css', '/.vite/manifest.json']) {
      const answer = await request.get(missing);
      expect(answer.status(), missing).toBe(404);
      expect(answer.headers()['cache-control'], missing).toBe('no-store');
    }
  });

  test('port 80 answers a 301 to the same address over HTTPS, serves the ACME challenge, and drops an unknown name', async ({
    request,
  }) => {
    const redirect = await request.get(`http://127.0.0.1:${httpPort}/launchpads?size=5`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers()['location']).toBe(`https://127.0.0.1:${appPort}/launchpads?size=5`);
    const acme = await request.get(`http://127.0.0.1:${httpPort}/.well-known/acme-challenge/host-test-token`);
    expect(acme.status()).toBe(200);
    expect(await acme.text()).toBe('host-test-token.acme');

    const unknown = await rawRequest(httpPort, 'GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n', {
      plain: true,
    });
    expect(unknown.answer).toBe('');
  });

  test('an unknown Host over TLS gets no answer at all; the host’s own names are served, over IPv6 too', async ({
    request,
  }) => {
    const unknown = await rawRequest(appPort, 'GET /login HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(unknown.answer).toBe('');
    const own = await rawRequest(
      appPort,
      `GET /login HTTP/1.1\r\nHost: 127.0.0.1:${appPort}\r\nConnection: close\r\n\r\n`,
    );
    expect(own.answer).toMatch(/^HTTP\/1\.1 200/);
    const v6 = await request.get(`https://[::1]:${appPort}/login`);
    expect(v6.status()).toBe(200);
  });

  test('TLS: 1.0, 1.1 and the CBC suites of 1.2 are refused; 1.2 with AEAD suites and 1.3 are accepted', async () => {
    // SECLEVEL=0: Node's OpenSSL would not even offer TLS 1.0/1.1 otherwise, and the refusal must be the host's.
    const old = { ciphers: 'DEFAULT@SECLEVEL=0' };
    expect(await handshake(appPort, { ...old, minVersion: 'TLSv1', maxVersion: 'TLSv1' })).not.toBe('ok');
    expect(await handshake(appPort, { ...old, minVersion: 'TLSv1.1', maxVersion: 'TLSv1.1' })).not.toBe('ok');
    const cbc = 'ECDHE-ECDSA-AES128-SHA256:ECDHE-ECDSA-AES256-SHA384:ECDHE-ECDSA-AES128-SHA:ECDHE-ECDSA-AES256-SHA';
    expect(await handshake(appPort, { maxVersion: 'TLSv1.2', ciphers: cbc })).not.toBe('ok');
    expect(await handshake(appPort, { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-GCM-SHA256' })).toBe('ok');
    expect(await handshake(appPort, { maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-CHACHA20-POLY1305' })).toBe('ok');
    expect(await handshake(appPort, { minVersion: 'TLSv1.3' })).toBe('ok');
  });

  test('the sign-in address is logged without its query (the exchange’s token), other addresses with theirs', async ({
    request,
  }) => {
    await request.get('/login?token=secret-refresh-token-41&termsAgreed=true');
    await request.get('/launchpads?size=41');
    const { accessLog } = JSON.parse(readFileSync(serveStateFile, 'utf8')) as { accessLog: string };
    await expect.poll(() => readFileSync(accessLog, 'utf8')).toContain('/launchpads?size=41');
    const log = readFileSync(accessLog, 'utf8');
    expect(log).toContain('"GET /login HTTP/1.1"');
    expect(log).not.toContain('secret-refresh-token-41');
  });

  test('the page runs under its COOP: 미리보기 still opens its tab', async ({ page }) => {
    await signIn(page);
    await page.goto((await launchpadLinks(page)).auction);
    await expect(page.getByRole('button', { name: '임시저장' })).toBeVisible({ timeout: 20_000 });
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: '미리보기' }).click();
    // Nothing saved yet: the page asks to save first, and the tab opens from that answer.
    const ask = page.getByRole('dialog', { name: '저장하지 않은 변경 사항이 있습니다' });
    await Promise.race([opened, ask.waitFor()]);
    if (await ask.isVisible()) await ask.getByRole('button', { name: '임시저장 후 미리보기' }).click();
    const preview = await opened;
    await preview.waitForLoadState();
    await expect(preview).toHaveURL(/\/local\/auction-preview\//);
    await expect(preview.getByRole('heading').first()).toBeVisible();
  });
});
