// The pieces of the rendered host that depend on the settings: listeners (IPv4, IPv6, the http2
// syntax of the nginx version at hand), TLS, the gateway (upstream address and certificate check),
// the port-80 servers and the trusted proxies. Used by render-nginx-conf.mjs.
import { execFileSync } from 'node:child_process';
import { isIP } from 'node:net';

/** nginx 1.25.1 moved HTTP/2 from `listen … http2` (deprecated since, with a warning) to `http2 on;`. */
export const HTTP2_DIRECTIVE_SINCE = [1, 25, 1];

/** The version of the nginx at hand (`nginx -v`), or null when there is none. */
export function installedNginxVersion(nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx') {
  try {
    const out = execFileSync(nginx, ['-v'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return /nginx\/(\d+\.\d+\.\d+)/.exec(out)?.[1] ?? null;
  } catch (error) {
    // nginx -v prints to stderr (and exits 0); execFileSync hands stderr back only on failure.
    const text = `${error?.stderr ?? ''}${error?.stdout ?? ''}`;
    return /nginx\/(\d+\.\d+\.\d+)/.exec(text)?.[1] ?? null;
  }
}

/** Whether this nginx takes `http2 on;` (unknown: no, since the old syntax still works everywhere). */
export function usesHttp2Directive(version) {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/
    .exec(version ?? '')
    ?.slice(1)
    .map(Number);
  if (!parts) return false;
  for (let i = 0; i < 3; i++) if (parts[i] !== HTTP2_DIRECTIVE_SINCE[i]) return parts[i] > HTTP2_DIRECTIVE_SINCE[i];
  return true;
}

/**
 * `443`, `127.0.0.1:8443` or `[::1]:8443` → the address nginx listens on, and its IPv6 twin: a bare
 * port also listens on `[::]`, the IPv4 loopback on `[::1]`. `v6`: an explicit IPv6 listen, or `off`.
 */
export function listenAddresses(listen, v6) {
  const text = String(listen).trim();
  if (!/^(\d{1,5}|[0-9.]+:\d{1,5}|\[[0-9a-fA-F:]+\]:\d{1,5})$/.test(text))
    throw new Error(`a listen address must be a port, ipv4:port or [ipv6]:port, not "${listen}"`);
  const port = text.slice(text.lastIndexOf(':') + 1);
  let twin = null;
  if (v6 && v6 !== 'off') twin = v6;
  else if (v6 !== 'off' && /^\d+$/.test(text)) twin = `[::]:${text}`;
  else if (v6 !== 'off' && text.startsWith('127.')) twin = `[::1]:${port}`;
  return { addresses: twin && twin !== text ? [text, twin] : [text], port: Number(port) };
}

const line = (text, spaces = 4) => `${' '.repeat(spaces)}${text}`;

/** The `listen` lines of a TLS server, with HTTP/2 in the syntax this nginx understands. */
export function tlsListen(addresses, { http2Directive, defaultServer = false }) {
  const flags = `ssl${http2Directive ? '' : ' http2'}${defaultServer ? ' default_server' : ''}`;
  const lines = addresses.map((address) => line(`listen ${address} ${flags};`));
  if (http2Directive) lines.push(line('http2 on;'));
  return lines.join('\n');
}

/** Mozilla's intermediate profile (v5.7): TLS 1.3, and TLS 1.2 with forward-secret AEAD suites only. */
export function tlsSettings({ certificate, certificateKey }) {
  return [
    `ssl_certificate ${certificate};`,
    `ssl_certificate_key ${certificateKey};`,
    '# Mozilla intermediate: no TLS 1.0/1.1, no CBC suites, no static RSA key exchange.',
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_ecdh_curve X25519:prime256v1:secp384r1;',
    'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
    'ssl_prefer_server_ciphers off;',
    'ssl_session_timeout 1d;',
    'ssl_session_cache shared:creators_lab_tls:10m;',
    'ssl_session_tickets off;',
  ]
    .map((text) => line(text))
    .join('\n');
}

/**
 * The gateway: its address for the upstream block, and how its certificate is checked. An https
 * gateway is verified against `caFile` (its name: the URL's host, or `tlsName`); without a CA file
 * rendering fails, since the creators' bearer tokens would go to whoever answers.
 */
export function gatewaySettings(url, { caFile, tlsName } = {}) {
  let parsed;
  try {
    parsed = new URL(url ?? '');
  } catch {
    throw new Error(
      `CREATORS_GATEWAY_URL must be the gateway's origin (https://gateway.example.com), not "${url ?? ''}"`,
    );
  }
  if (!/^https?:$/.test(parsed.protocol) || (parsed.pathname !== '/' && parsed.pathname !== '') || parsed.search)
    throw new Error(`CREATORS_GATEWAY_URL must be an http(s) origin without a path, not "${url}"`);
  const https = parsed.protocol === 'https:';
  const port = parsed.port || (https ? '443' : '80');
  const settings = { scheme: https ? 'https' : 'http', host: parsed.host, address: `${parsed.hostname}:${port}` };
  if (!https) return { ...settings, tls: '' };
  if (!caFile)
    throw new Error(
      `GATEWAY_CA_FILE is needed for an https gateway (${parsed.origin}): the CA certificates nginx checks the gateway's certificate against (its own CA, or /etc/ssl/certs/ca-certificates.crt for a publicly trusted certificate). Without it the creators' tokens would go to any server answering at that address.`,
    );
  const name = tlsName || parsed.hostname.replace(/^\[|\]$/g, '');
  const tls = [
    "# The gateway must prove its name with a certificate from this CA: the creators' tokens go to it.",
    'proxy_ssl_server_name on;',
    `proxy_ssl_name ${name};`,
    'proxy_ssl_verify on;',
    'proxy_ssl_verify_depth 3;',
    `proxy_ssl_trusted_certificate ${caFile};`,
    'proxy_ssl_protocols TLSv1.2 TLSv1.3;',
    'proxy_ssl_session_reuse on;',
  ]
    .map((text) => line(text))
    .join('\n');
  return { ...settings, tls };
}

/**
 * Port 80: a name of this host gets a 301 to the same address over HTTPS (and, with `acmeRoot`, the
 * ACME http-01 challenge files); any other name gets no answer (444).
 */
export function httpServers({ httpListen, listenV6, serverName, httpsPort, acmeRoot, accessLog }) {
  if (!httpListen) return '';
  const { addresses } = listenAddresses(httpListen, listenV6);
  const suffix = httpsPort === 443 ? '' : `:${httpsPort}`;
  const acme = acmeRoot
    ? [
        '    # Certificate renewal (certbot --webroot -w ACME_ROOT): the one path served over plain HTTP.',
        '    location ^~ /.well-known/acme-challenge/ {',
        `        root ${acmeRoot};`,
        '        default_type text/plain;',
        '        try_files $uri =404;',
        '    }',
      ]
    : [];
  return [
    '',
    "# Plain HTTP: only a redirect to HTTPS for this host's names; anything else is dropped.",
    'server {',
    ...addresses.map((address) => line(`listen ${address} default_server;`)),
    '    server_name _;',
    `    access_log ${accessLog} creators_lab;`,
    '    return 444;',
    '}',
    'server {',
    ...addresses.map((address) => line(`listen ${address};`)),
    `    server_name ${serverName};`,
    `    access_log ${accessLog} creators_lab;`,
    '    server_tokens off;',
    ...acme,
    '    location / {',
    `        return 301 https://$host${suffix}$request_uri;`,
    '    }',
    '}',
    '',
  ].join('\n');
}

/**
 * The proxies in front of this host (a CDN, a load balancer) whose `X-Forwarded-For` is believed:
 * from them, $remote_addr becomes the client's own address (the realip module); from anyone else the
 * header is ignored. None: $remote_addr is the peer, which is the client.
 */
export function trustedProxies(list) {
  const entries = (list ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    if (!isIP(address) || extra !== undefined || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`);
  }
  if (!entries.length) return '';
  return [
    ...entries.map((entry) => `set_real_ip_from ${entry};`),
    'real_ip_header X-Forwarded-For;',
    'real_ip_recursive on;',
  ]
    .map((text) => line(text))
    .join('\n');
}

export const isIpLiteral = (name) => isIP(name.replace(/^\[|\]$/g, '')) !== 0;
