import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderNginxConf } from '../../deploy/render-nginx-conf.mjs';
import { selfSignedCertificate, startHost } from '../../scripts/support/start-host.mjs';
import { appPort, appUrl, impostorHostPort, impostorPort } from './host-ports';
import { accessToken, getFrom, slowClient, type SlowClient } from './raw-clients';

/** The build the host serves (playwright.host.config.ts: SERVE_OUT_DIR). */
const DIST = 'dist-host';

test.describe('the host’s limits', () => {
  test('150 slow clients from one address do not stop another creator: the list answers 200 within 1 s', async ({
    request,
  }) => {
    const bearer = { authorization: `Bearer ${await accessToken(request)}` };
    const list = `${appUrl}/cl/creators-lab/v2/launchpads`;
    // Each sends the head of a refresh and the start of its body, then nothing.
    const head =
      `POST /cl/auth/v1/refresh HTTP/1.1\r\nHost: 127.0.0.1:${appPort}\r\nContent-Type: application/json\r\n` +
      'Content-Length: 200\r\n\r\n{"token":"';
    const slow: SlowClient[] = [];
    try {
      for (let i = 0; i < 150; i++) slow.push(await slowClient(appPort, head));
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Past the per-address share (32 requests in progress) the host answers at once, in Korean JSON.
      const refused = slow.filter((client) => client.answer().startsWith('HTTP/1.1 429'));
      expect(refused.length).toBeGreaterThanOrEqual(150 - 32);
      expect(refused[0]!.answer()).toContain('요청이 너무 많습니다');
      // Another creator (another address): answered while the slow ones are held.
      for (let i = 0; i < 3; i++) {
        const other = await getFrom('127.0.0.2', list, bearer);
        expect(other.status).toBe(200);
        expect(other.ms).toBeLessThan(1000);
      }
      expect(slow.filter((client) => !client.socket.destroyed && client.answer() === '').length).toBeGreaterThan(0);
    } finally {
      for (const client of slow) client.socket.destroy();
    }
  });

  test('an https gateway needs a CA file to render, and an impostor with its own certificate never sees a token', async ({
    request,
  }) => {
    expect(() =>
      renderNginxConf({
        appRoot: DIST,
        gatewayUrl: 'https://gateway.example.com',
        certificate: '/etc/ssl/host.crt',
        certificateKey: '/etc/ssl/host.key',
      }),
    ).toThrow(/GATEWAY_CA_FILE is needed for an https gateway/);

    const dir = mkdtempSync(join(tmpdir(), 'creators-lab-impostor-'));
    const impostor = selfSignedCertificate(dir);
    const trusted = selfSignedCertificate(mkdtempSync(join(dir, 'ca-')));
    const seen: string[] = [];
    const servers: Server[] = [];
    for (const host of ['127.0.0.1', '::1']) {
      const server = createServer(
        { cert: readFileSync(impostor.certificate), key: readFileSync(impostor.certificateKey) },
        (req, res) => {
          seen.push(req.headers.authorization ?? '(none)');
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"items":[],"total":0}');
        },
      );
      await new Promise<void>((resolve) => server.listen(impostorPort, host, resolve));
      servers.push(server);
    }
    const ask = (url: string) =>
      request.get(`${url}/cl/creators-lab/v2/launchpads`, { headers: { authorization: 'Bearer creators-token' } });
    try {
      // Trusting another CA: the impostor's certificate is refused, the request never sent.
      let host = await startHost({
        distDir: DIST,
        apiUrl: `https://localhost:${impostorPort}`,
        port: impostorHostPort,
        gatewayCaFile: trusted.certificate,
      });
      try {
        const refused = await ask(host.url);
        expect(refused.status()).toBe(503);
        expect(await refused.json()).toMatchObject({ code: 'UNAVAILABLE' });
      } finally {
        await host.stop();
      }
      expect(seen).toEqual([]);
      // The check is real, not a broken proxy: trusting the impostor's own certificate, the request goes through.
      host = await startHost({
        distDir: DIST,
        apiUrl: `https://localhost:${impostorPort}`,
        port: impostorHostPort,
        gatewayCaFile: impostor.certificate,
      });
      try {
        expect((await ask(host.url)).status()).toBe(200);
      } finally {
        await host.stop();
      }
      expect(seen).toEqual(['Bearer creators-token']);
    } finally {
      for (const server of servers) server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the production rendering passes `nginx -t` inside Debian’s own nginx.conf; newer nginx gets `http2 on`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'creators-lab-nginx-t-'));
    try {
      const tls = selfSignedCertificate(dir);
      const production = {
        appRoot: DIST,
        // A name that resolves here (nginx resolves the upstream when it loads the file).
        gatewayUrl: 'https://localhost:9443',
        gatewayCaFile: '/etc/ssl/certs/ca-certificates.crt',
        serverName: 'creators.example.com',
        certificate: tls.certificate,
        certificateKey: tls.certificateKey,
        acmeRoot: '/var/www/acme',
        brotli: false,
        accessLog: join(dir, 'access.log'),
      };
      const conf = renderNginxConf(production);
      expect(conf).toContain('listen 443 ssl http2;');
      expect(conf).toContain('listen [::]:443 ssl http2;');
      expect(conf).toContain('listen 80;');
      expect(conf).toContain('ssl_reject_handshake on;');
      writeFileSync(join(dir, 'creators-lab.conf'), conf);
      const debian = readFileSync('/etc/nginx/nginx.conf', 'utf8')
        .replace(/include \/etc\/nginx\/conf\.d\/\*\.conf;/, `include ${join(dir, 'creators-lab.conf')};`)
        .replace(/include \/etc\/nginx\/sites-enabled\/\*;/, '');
      writeFileSync(join(dir, 'nginx.conf'), debian);
      const out = execFileSync('/usr/sbin/nginx', ['-t', '-c', join(dir, 'nginx.conf')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toBe('');

      const newer = renderNginxConf({ ...production, nginxVersion: '1.26.3' });
      expect(newer).toContain('listen 443 ssl;');
      expect(newer).not.toContain('ssl http2');
      expect(newer.match(/^\s+http2 on;$/gm)?.length).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
