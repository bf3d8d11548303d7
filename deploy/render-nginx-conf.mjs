#!/usr/bin/env node
// Renders deploy/nginx/creators-lab.conf.template into a server block for nginx: the names in ${…}
// come from the environment, the Content-Security-Policy from the built index.html's <meta> (the one
// policy, written at build time by scripts/vite-content-security-policy.ts) plus what only a header
// can carry (frame-ancestors 'none'). Usage (see docs/production-host.md):
//   APP_ROOT=/srv/creators-lab/dist CREATORS_GATEWAY_URL=https://gateway.example.com \
//   TLS_CERTIFICATE=/etc/ssl/… TLS_CERTIFICATE_KEY=/etc/ssl/… [BROTLI=1] \
//   node deploy/render-nginx-conf.mjs > /etc/nginx/conf.d/creators-lab.conf
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const template = () => readFileSync(`${here}nginx/creators-lab.conf.template`, 'utf8');
const headersTemplate = () => readFileSync(`${here}nginx/security-headers.conf`, 'utf8');

/** The policy of the built page, as its <meta> carries it, with the directive a <meta> cannot hold. */
export function headerPolicy(indexHtml) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(indexHtml);
  if (!meta?.[1])
    throw new Error('index.html has no Content-Security-Policy <meta>: is this a production build of the app?');
  const policy = meta[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return `${policy}; frame-ancestors 'none'`;
}

/** A gateway origin for proxy_pass: no path, so /cl/… reaches it unchanged. */
export function gatewayOrigin(url) {
  let parsed;
  try {
    parsed = new URL(url ?? '');
  } catch {
    throw new Error(
      `CREATORS_GATEWAY_URL must be the gateway's origin (https://gateway.example.com), not "${url ?? ''}"`,
    );
  }
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== '') || parsed.search) {
    throw new Error(`CREATORS_GATEWAY_URL must be an http(s) origin without a path, not "${url}"`);
  }
  return { origin: parsed.origin, host: parsed.host };
}

/** A proxied prefix with the same rules as /cl/ (the local API's /local/ pages and uploads). */
export function proxiedLocation(prefix, url) {
  const block = /( {4}location \^~ \/cl\/ \{[\s\S]*?\n {4}\}\n)/.exec(template())?.[1];
  if (!block) throw new Error('creators-lab.conf.template: no /cl/ location to copy');
  const { origin, host } = gatewayOrigin(url);
  return block.replace('/cl/', prefix).replace('${GATEWAY_URL}', origin).replace('${GATEWAY_HOST}', host);
}

const indent = (text, spaces) =>
  text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => `${' '.repeat(spaces)}${line}`)
    .join('\n');

/**
 * The server block. `appRoot` holds the build (index.html, assets/); `extraLocations` is nginx text
 * put before the static locations (the local stand-in's /local/).
 */
export function renderNginxConf({
  appRoot,
  gatewayUrl,
  listen = '443',
  serverName = '_',
  certificate,
  certificateKey,
  extraLocations = '',
  brotli = false,
}) {
  const root = resolve(appRoot);
  const policy = headerPolicy(readFileSync(`${root}/index.html`, 'utf8'));
  const { origin, host } = gatewayOrigin(gatewayUrl);
  if (!certificate || !certificateKey)
    throw new Error('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY are needed: HTTP/2 in browsers is over TLS only');
  const values = {
    LISTEN: listen,
    SERVER_NAME: serverName,
    TLS_CERTIFICATE: certificate,
    TLS_CERTIFICATE_KEY: certificateKey,
    APP_ROOT: root,
    GATEWAY_URL: origin,
    GATEWAY_HOST: host,
    EXTRA_LOCATIONS: extraLocations,
    // brotli_static needs Debian's libnginx-mod-http-brotli-static (ngx_brotli); without it the .gz files serve.
    BROTLI: brotli ? '    brotli_static on;\n' : '',
    SECURITY_HEADERS: indent(headersTemplate().replace('${CONTENT_SECURITY_POLICY}', policy), 8),
  };
  for (const [name, value] of Object.entries(values)) {
    // Each value lands inside an nginx directive: a quote, brace or semicolon would end it early.
    if (!['EXTRA_LOCATIONS', 'SECURITY_HEADERS', 'BROTLI'].includes(name) && /["{};\n]/.test(value))
      throw new Error(`${name} must not contain quotes, braces, semicolons or line breaks`);
  }
  const text = template().replace(/\$\{([A-Z_]+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  const left = /\$\{[A-Z_]+\}/.exec(text);
  if (left) throw new Error(`creators-lab.conf.template: ${left[0]} has no value`);
  return text;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(
      renderNginxConf({
        appRoot: process.env.APP_ROOT ?? 'dist',
        gatewayUrl: process.env.CREATORS_GATEWAY_URL,
        listen: process.env.LISTEN ?? '443',
        serverName: process.env.SERVER_NAME ?? '_',
        certificate: process.env.TLS_CERTIFICATE,
        certificateKey: process.env.TLS_CERTIFICATE_KEY,
        brotli: process.env.BROTLI === '1',
      }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
