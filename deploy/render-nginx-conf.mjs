#!/usr/bin/env node
// Renders deploy/nginx/creators-lab.conf.template into nginx configuration for the `http {}` block
// (Debian: /etc/nginx/conf.d/creators-lab.conf): the names in ${…} come from the environment, the
// Content-Security-Policy from the built index.html's <meta> (the one policy, written at build time by
// scripts/vite-content-security-policy.ts) plus what only a header can carry (frame-ancestors 'none').
// The same template renders the local run (scripts/support/start-host.mjs). Usage, see
// docs/production-host.md:
//   APP_ROOT=/srv/creators-lab/dist SERVER_NAME=creators.example.com \
//   CREATORS_GATEWAY_URL=https://gateway.example.com GATEWAY_CA_FILE=/etc/ssl/certs/ca-certificates.crt \
//   TLS_CERTIFICATE=/etc/ssl/… TLS_CERTIFICATE_KEY=/etc/ssl/… [BROTLI=1] \
//   node deploy/render-nginx-conf.mjs > /etc/nginx/conf.d/creators-lab.conf
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  gatewaySettings,
  httpServers,
  installedNginxVersion,
  isIpLiteral,
  listenAddresses,
  tlsListen,
  tlsSettings,
  trustedProxies,
  usesHttp2Directive,
} from './nginx-parts.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const part = (name) => readFileSync(`${here}nginx/${name}`, 'utf8');

/** Mozilla's recommendation: two years, subdomains included (the host is one name of the exchange). */
export const HSTS = 'max-age=63072000; includeSubDomains';

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

/** A block of nginx lines (comments dropped), indented to sit inside a location. */
const indent = (text, spaces) =>
  text
    .split('\n')
    .filter((entry) => entry.trim() && !entry.trim().startsWith('#'))
    .map((entry) => `${' '.repeat(spaces)}${entry}`)
    .join('\n');

/** Fills `${NAME}` from `values`; a name left without a value is a mistake in the template. */
function fill(text, values, where) {
  const filled = text.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  const left = /\$\{[A-Z0-9_]+\}/.exec(filled);
  if (left) throw new Error(`${where}: ${left[0]} has no value`);
  return filled;
}

/** A value that lands inside one nginx directive: a quote, brace or semicolon would end it early. */
function plain(name, value) {
  if (/["{};\n]/.test(String(value)))
    throw new Error(`${name} must not contain quotes, braces, semicolons or line breaks`);
  return String(value);
}

/**
 * The whole configuration. `appRoot` holds the build (index.html, assets/); `localPages` adds the
 * local stand-in's /local/ (sign-in page, auction preview page, uploads) through the same gateway.
 */
export function renderNginxConf({
  appRoot,
  gatewayUrl,
  gatewayCaFile,
  gatewayTlsName,
  gatewayKeepaliveTimeout = '50s',
  listen = '443',
  listenV6,
  httpListen = '80',
  acmeRoot,
  serverName = '_',
  certificate,
  certificateKey,
  localPages = false,
  brotli = false,
  nginxVersion = installedNginxVersion(),
  accessLog = '/var/log/nginx/creators-lab.access.log',
  trusted = '',
  apiRate = '30r/s',
  apiBurst = 120,
  apiConnections = 32,
  maxBody = '32m',
}) {
  const root = resolve(appRoot);
  const policy = headerPolicy(readFileSync(`${root}/index.html`, 'utf8'));
  const gateway = gatewaySettings(gatewayUrl, { caFile: gatewayCaFile, tlsName: gatewayTlsName });
  if (!certificate || !certificateKey)
    throw new Error('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY are needed: HTTP/2 in browsers is over TLS only');
  const names = plain('SERVER_NAME', serverName).split(/\s+/).filter(Boolean);
  const app = listenAddresses(listen, listenV6);
  const http2Directive = usesHttp2Directive(nginxVersion);
  const tls = tlsSettings({
    certificate: plain('TLS_CERTIFICATE', certificate),
    certificateKey: plain('TLS_CERTIFICATE_KEY', certificateKey),
  });
  // Browsers send no server name (SNI) for an address like 127.0.0.1: with such a name (the local
  // run) the catch-all must finish the handshake with the certificate and refuse by Host instead.
  const catchAllTls = names.some(isIpLiteral) ? tls : '    ssl_reject_handshake on;';
  const pageHeaders = indent(
    fill(part('security-headers.conf'), { CONTENT_SECURITY_POLICY: policy, HSTS }, 'security-headers.conf'),
    8,
  );
  const apiHeaders = indent(fill(part('api-headers.conf'), { HSTS }, 'api-headers.conf'), 8);
  const proxied = (prefix, unavailable) =>
    indent(
      fill(
        part('proxied-location.conf'),
        {
          PREFIX: prefix,
          API_CONNECTIONS: plain('API_CONNECTIONS', apiConnections),
          API_BURST: plain('API_BURST', apiBurst),
          GATEWAY_SCHEME: gateway.scheme,
          GATEWAY_HOST: plain('CREATORS_GATEWAY_URL', gateway.host),
          GATEWAY_TLS: gateway.tls,
          MAX_BODY: plain('MAX_BODY', maxBody),
          UNAVAILABLE: unavailable,
          API_HEADERS: indent(fill(part('api-headers.conf'), { HSTS }, 'api-headers.conf'), 4),
        },
        'proxied-location.conf',
      ),
      4,
    );
  const values = {
    API_RATE: plain('API_RATE', apiRate),
    GATEWAY_ADDRESS: plain('CREATORS_GATEWAY_URL', gateway.address),
    GATEWAY_KEEPALIVE_TIMEOUT: plain('GATEWAY_KEEPALIVE_TIMEOUT', gatewayKeepaliveTimeout),
    HTTP_SERVERS: httpServers({
      httpListen,
      // An explicit IPv6 address is the TLS port's; port 80's twin is derived unless IPv6 is off.
      listenV6: listenV6 === 'off' ? 'off' : undefined,
      serverName: names.join(' '),
      httpsPort: app.port,
      acmeRoot: acmeRoot && plain('ACME_ROOT', acmeRoot),
      accessLog: plain('ACCESS_LOG', accessLog),
    }),
    CATCH_ALL_LISTEN: tlsListen(app.addresses, { http2Directive, defaultServer: true }),
    CATCH_ALL_TLS: catchAllTls,
    ACCESS_LOG: accessLog,
    APP_LISTEN: tlsListen(app.addresses, { http2Directive }),
    SERVER_NAME: names.join(' '),
    TLS_SETTINGS: tls,
    TRUSTED_PROXIES: trustedProxies(trusted),
    APP_ROOT: plain('APP_ROOT', root),
    // brotli_static needs Debian's libnginx-mod-http-brotli-static (ngx_brotli); without it the .gz files serve.
    BROTLI: brotli ? '    brotli_static on;\n' : '',
    PROXIED_LOCATIONS: [
      '',
      proxied('/cl/', '@creators_lab_unavailable'),
      ...(localPages
        ? [
            '    # The local stand-in only: its sign-in page, the auction preview page and uploads.',
            proxied('/local/', '@creators_lab_unavailable_page'),
          ]
        : []),
    ].join('\n'),
    API_HEADERS: apiHeaders,
    PAGE_HEADERS: pageHeaders,
  };
  return fill(part('creators-lab.conf.template'), values, 'creators-lab.conf.template');
}

/** The settings of the command line, from the environment (docs/production-host.md lists them). */
export function optionsFromEnv(env = process.env) {
  return {
    appRoot: env.APP_ROOT ?? 'dist',
    gatewayUrl: env.CREATORS_GATEWAY_URL,
    gatewayCaFile: env.GATEWAY_CA_FILE,
    gatewayTlsName: env.GATEWAY_TLS_NAME,
    gatewayKeepaliveTimeout: env.GATEWAY_KEEPALIVE_TIMEOUT || undefined,
    listen: env.LISTEN ?? '443',
    listenV6: env.LISTEN_V6,
    httpListen: env.HTTP_LISTEN === 'off' ? null : (env.HTTP_LISTEN ?? '80'),
    acmeRoot: env.ACME_ROOT,
    serverName: env.SERVER_NAME ?? '_',
    certificate: env.TLS_CERTIFICATE,
    certificateKey: env.TLS_CERTIFICATE_KEY,
    brotli: env.BROTLI === '1',
    nginxVersion: env.NGINX_VERSION || installedNginxVersion(),
    accessLog: env.ACCESS_LOG || undefined,
    trusted: env.TRUSTED_PROXIES ?? '',
    apiRate: env.API_RATE || undefined,
    apiBurst: env.API_BURST || undefined,
    apiConnections: env.API_CONNECTIONS || undefined,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.stdout.write(renderNginxConf(optionsFromEnv()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
