// Browser tests run in Debian's Chromium (a test tool's own browser download fails here).
// On a fresh machine, install it (and the CJK fonts Korean needs) when we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasFonts = () => {
  try {
    return /Noto Sans CJK/i.test(execSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
};

if (existsSync('/usr/bin/chromium') && hasFonts()) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error('Chromium or fonts-noto-cjk is missing: run `sudo apt-get install -y chromium fonts-noto-cjk`.');
  process.exit(1);
}
console.log('Installing Debian chromium and fonts-noto-cjk for the browser tests…');
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
