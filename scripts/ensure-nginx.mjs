// The production host (deploy/nginx) runs in front of the build for `npm run serve`, the host tests
// and the benches. nginx, because it is the web server most operators already run, Debian's `nginx`
// package has everything the host needs built in (HTTP/2, TLS, gzip_static, proxying) on bookworm and
// trixie alike, and a config file in the repository is all a deployment takes. On a fresh machine,
// install it (and openssl, for the local self-signed certificate) when we may, as for chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const missing = [
  ['nginx', ['/usr/sbin/nginx']],
  ['openssl', ['/usr/bin/openssl']],
].filter(([, paths]) => !paths.some((path) => existsSync(path)));

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
if (!missing.length && existsSync(BROTLI_MODULE)) process.exit(0);
if (!missing.length) {
  // Optional: the host serves the build's .br files with it, its .gz files without it.
  if (process.getuid?.() === 0) {
    try {
      execSync(
        'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libnginx-mod-http-brotli-static',
        { stdio: 'inherit', shell: '/bin/bash' },
      );
    } catch {
      console.warn('libnginx-mod-http-brotli-static could not be installed: the host serves gzip only.');
    }
  }
  process.exit(0);
}
const names = missing.map(([name]) => name).join(' ');
if (process.getuid?.() !== 0) {
  console.error(`${names} missing: run \`sudo apt-get install -y ${names}\` (the local production host, deploy/).`);
  process.exit(1);
}
console.log(`Installing Debian ${names} for the local production host…`);
// No service is wanted: the host runs in the foreground with its own configuration.
execSync(
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${names} && (apt-get install -y -qq --no-install-recommends libnginx-mod-http-brotli-static || true)`,
  {
    stdio: 'inherit',
    shell: '/bin/bash',
  },
);
