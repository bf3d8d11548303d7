// Starts the production host (deploy/nginx) in the foreground in front of a build: a fresh run folder
// with a self-signed certificate for 127.0.0.1 (HTTP/2 in browsers is over TLS only), the servers
// rendered by deploy/render-nginx-conf.mjs (the production template), and a small main configuration.
// /cl/ and the local API's /local/ go to `apiUrl`; `httpPort` stands for port 80 (the redirect);
// the access log goes to the run folder. Resolves once the port accepts connections.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderNginxConf } from '../../deploy/render-nginx-conf.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static: the build's .br files are served when it is there. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, and its key's SPKI hash: Chromium trusts it
 * with --ignore-certificate-errors-spki-list=<hash> as if a CA had signed it (Lighthouse refuses a page
 * with a certificate error), without trusting anything else.
 */
export function selfSignedCertificate(dir) {
  const certificate = join(dir, 'host.crt');
  const certificateKey = join(dir, 'host.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '7',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const spki = new X509Certificate(readFileSync(certificate)).publicKey.export({ type: 'spki', format: 'der' });
  return { certificate, certificateKey, spki: createHash('sha256').update(spki).digest('base64') };
}

function waitForPort(port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolvePort, reject) => {
    const onExit = (code) => reject(new Error(`nginx exited with ${code} before listening on ${port}`));
    child.once('exit', onExit);
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        child.off('exit', onExit);
        resolvePort();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) {
          child.off('exit', onExit);
          reject(new Error(`nginx did not listen on ${port} within ${timeoutMs / 1000} s`));
        } else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * `gatewayCaFile` with an https `apiUrl` checks its certificate (the impostor test); `httpPort`: the
 * port-80 stand-in; `acme`: a file served under /.well-known/acme-challenge/ (its name and text).
 */
export async function startHost({ distDir, apiUrl, port, httpPort, gatewayCaFile, acme, timeoutMs = 20_000 }) {
  const run = mkdtempSync(join(tmpdir(), 'creators-lab-host-'));
  // Workers drop to `nobody` when nginx starts as root: they must reach the temp folders.
  chmodSync(run, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(run, temp));
    chmodSync(join(run, temp), 0o777);
  }
  if (acme) {
    mkdirSync(join(run, 'acme/.well-known/acme-challenge'), { recursive: true });
    writeFileSync(join(run, 'acme/.well-known/acme-challenge', acme.name), acme.text);
  }
  const tls = selfSignedCertificate(run);
  const accessLog = join(run, 'access.log');
  const server = renderNginxConf({
    appRoot: resolve(distDir),
    gatewayUrl: apiUrl,
    gatewayCaFile,
    // The local API closes idle connections after 5 s (local-api/http/connection-limits.ts).
    gatewayKeepaliveTimeout: '4s',
    listen: `127.0.0.1:${port}`,
    httpListen: httpPort ? `127.0.0.1:${httpPort}` : null,
    acmeRoot: acme ? join(run, 'acme') : undefined,
    serverName: '127.0.0.1 localhost [::1]',
    certificate: tls.certificate,
    certificateKey: tls.certificateKey,
    brotli: existsSync(BROTLI_MODULE),
    localPages: true,
    accessLog,
  });
  writeFileSync(join(run, 'creators-lab.conf'), server);
  writeFileSync(
    join(run, 'nginx.conf'),
    [
      ...(existsSync(BROTLI_MODULE) ? [`load_module ${BROTLI_MODULE};`] : []),
      'worker_processes 1;',
      `pid ${join(run, 'nginx.pid')};`,
      // HOST_ERROR_LOG=crit quiets the "connect() failed" lines of a test that stops the API on purpose.
      `error_log stderr ${process.env.HOST_ERROR_LOG ?? 'warn'};`,
      'events { worker_connections 512; }',
      'http {',
      '    include /etc/nginx/mime.types;',
      '    default_type application/octet-stream;',
      '    sendfile on;',
      '    tcp_nopush on;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `    ${temp === 'body' ? 'client_body' : temp}_temp_path ${join(run, temp)};`,
      ),
      `    include ${join(run, 'creators-lab.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', run, '-c', join(run, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // However nginx ends (stop() below, or a signal to the whole process group, as Playwright sends its web server), its run folder goes with it.
  child.once('exit', () => rmSync(run, { recursive: true, force: true }));
  /** Stops nginx and, once it has exited (its workers still write temp folders until then), removes the run folder. */
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(run, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, url: `https://127.0.0.1:${port}`, spki: tls.spki, certificate: tls.certificate, accessLog, stop };
}
