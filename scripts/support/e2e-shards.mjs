// The browser suite's files in two shards that end together: Playwright's --shard splits by the
// number of tests in whole files, which left one shard minutes behind the other. Each file weighs
// its tests' summed seconds in a clean-clone run (late November 2026, noisy: two other suites ran);
// a file not listed weighs the average of the rest. The heaviest go first, each into the lighter
// shard. Every spec file under e2e/ (but e2e/host, playwright.host.config.ts) is in exactly one shard.
import { readdirSync } from 'node:fs';

const SECONDS = {
  'save-conflict': 150,
  'save-conflict-elsewhere': 120,
  'contract-step': 119,
  'contract-deploy': 109,
  'read-only-launch': 82,
  'review-screens': 79,
  'editions-files': 77,
  'room-to-work': 75,
  shell: 73,
  'save-conflict-tokens': 68,
  loading: 68,
  'visual-polish': 67,
  'metadata-step': 67,
  'personal-area': 58,
};
const OTHERS = 43;

/** The spec files (e2e/<name>.spec.ts) of two shards, in the order Playwright runs them. */
export function e2eShards(root) {
  const files = readdirSync(`${root}/e2e`).filter((file) => file.endsWith('.spec.ts'));
  const weight = (file) => SECONDS[file.replace(/\.spec\.ts$/, '')] ?? OTHERS;
  const shards = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lighter = shards[0].seconds <= shards[1].seconds ? shards[0] : shards[1];
    lighter.files.push(`e2e/${file}`);
    lighter.seconds += weight(file);
  }
  return shards.map((shard) => shard.files.sort());
}
