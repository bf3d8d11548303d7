// depcruise sees imports, not globals: this keeps fetch, window, storage and the clock out of domain.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const banned =
  /\b(fetch|window|document|localStorage|sessionStorage|XMLHttpRequest|Date\.now|new Date\(\)|Math\.random)\b/;
const failures = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Comments may name what the domain avoids; only code counts.
          if (/^\s*(\/\/|\/\*|\*)/.test(line)) return;
          const code = line.replace(/\/\/.*$/, '');
          if (banned.test(code)) failures.push(`${path}:${i + 1}: ${line.trim()}`);
        });
    }
  }
}
walk('src/domain');
if (failures.length) {
  console.error('domain must not touch the browser, the network or the clock:\n' + failures.join('\n'));
  process.exit(1);
}
console.log('domain globals: clean');
