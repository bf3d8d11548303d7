// Browser tests run in Debian's Chromium (a test tool's own browser download fails here): the
// Playwright suites in its headless shell (package chromium-headless-shell, e2e/support/playwright-shared.ts),
// the benches and Lighthouse in the whole browser (package chromium). On a fresh machine, install both
// (and the CJK fonts Korean needs) when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasFonts = () => {
  try {
    return /Noto Sans CJK/i.test(execSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
};

const PACKAGES = 'chromium chromium-headless-shell fonts-noto-cjk';
if (existsSync('/usr/bin/chromium') && existsSync('/usr/bin/chromium-headless-shell') && hasFonts()) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(
    `Chromium, its headless shell or fonts-noto-cjk is missing: run \`sudo apt-get install -y ${PACKAGES}\`.`,
  );
  process.exit(1);
}
console.log(`Installing Debian's ${PACKAGES} for the browser tests…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, {
  stdio: 'inherit',
  shell: '/bin/bash',
});
