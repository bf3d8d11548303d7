// `npm test`: every check of the repository, side by side where the machine allows, then the benches
// alone; at the end, how long each part took and the titles of the browser tests that failed.
// `npm run bench` and `npm run bench:full` run the bench phase only (`--full`: every sample, as the
// goals were set).
//
// 1. setup: the installers, one after another (on a fresh machine they call apt-get and npm, which
//    must not run twice at once).
// 2. build: the two builds everything after serves, side by side: the e2e build (every browser-test
//    worker: its chain endpoints are names each worker's Chromium maps to its own chain,
//    scripts/support/e2e-build.mjs) and the production build (the host suite, in a copy of its own
//    since it hides chunks, the size check and the benches: scripts/build-production.mjs).
// 3. browser: the browser suite, one Playwright run whose E2E_WORKERS workers (default 3) each start
//    their own API, chain and app server (e2e/support/stack.ts), with the type check and then the lint
//    beside it: each is one thread, and the suite in Chromium's headless shell leaves about a third of
//    two cores idle (its tests wait on timers, mining and slow-network simulations). The unit tests
//    (a pool of threads) stay out of it: on two cores two browsers with them beside ran tests past
//    their timeouts (loads of 15 to 25).
// 4. checks: the unit tests, the production host's suite and the size check, at most TEST_JOBS at a
//    time (default one per core).
// 5. bench: the benches one after another and alone, so their timings are the machine's and not the
//    suites'. npm test takes each sample once where its figure has held still
//    (scripts/support/bench-samples.mjs); `npm run bench:full` takes them all. Each has
//    BENCH_TIMEOUT_SECONDS (default 900) to finish: a bench that hangs fails instead of holding CI.
// Every part runs to its end even when another fails, so one run shows every failure.
// `node scripts/run-tests.mjs checks` runs the setup, the builds, the browser suite and the checks only;
// `--only=e2e,unit` those parts (and the builds they need).
import { availableParallelism, loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import concurrently from 'concurrently';
import { e2eBuildCommand, e2eBuildEnv } from './support/e2e-build.mjs';

const args = process.argv.slice(2);
const phasesAsked = args.filter((arg) => !arg.startsWith('--'));
const full = args.includes('--full');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const jobs = Number(process.env.TEST_JOBS ?? availableParallelism());
const E2E_DIST = 'dist-e2e-shared';
const PRODUCTION_DIST = 'dist-production-shared';
const port = (name, fallback) => Number(process.env[name] ?? fallback);

/**
 * The browser suite: one Playwright run whose workers each start their own API, chain and app server
 * (e2e/support/stack.ts) on ports from E2E_API_PORT, E2E_APP_PORT and E2E_CHAIN_PORT (30 more for
 * each worker), all serving the one e2e build; E2E_WORKERS of them (playwright.config.ts). Playwright
 * hands each spec file to whichever worker is free, so the files need not come in any order.
 */
const e2ePart = {
  name: 'e2e',
  command: 'npm run test:e2e',
  env: {
    E2E_API_PORT: String(port('E2E_API_PORT', 8797)),
    E2E_APP_PORT: String(port('E2E_APP_PORT', 4273)),
    E2E_CHAIN_PORT: String(port('E2E_CHAIN_PORT', 8545)),
    E2E_OUT_DIR: E2E_DIST,
    E2E_PREBUILT: '1',
    E2E_RESULTS_DIR: 'test-results/e2e',
  },
};
const benchEnv = { PRODUCTION_DIST, BENCH_SAMPLES: full ? 'full' : 'test' };
const benchTimeout = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900);
const bench = (script) => ({
  name: script,
  command: `timeout --kill-after=10 ${benchTimeout} node scripts/${script}.mjs`,
  env: benchEnv,
});

// No phase named: both (npm test).
const wanted = phasesAsked.length ? phasesAsked : ['checks', 'bench'];
const checks = wanted.includes('checks');
const benches = wanted.includes('bench');
const chosen = (name) => !only || only.includes(name);
const e2eRuns = checks && chosen('e2e');
const productionServes = (checks && (chosen('host') || chosen('size'))) || benches;
const selected = [
  {
    name: 'setup',
    maxProcesses: 1,
    parts: [
      {
        name: 'setup',
        command:
          'node scripts/ensure-chromium.mjs && node scripts/ensure-nginx.mjs && node scripts/ensure-local-chain.mjs',
      },
    ],
  },
  {
    name: 'build',
    maxProcesses: jobs,
    parts: [
      e2eRuns && { name: 'e2e build', command: e2eBuildCommand(E2E_DIST), env: e2eBuildEnv },
      productionServes && { name: 'production build', command: `node scripts/build-production.mjs ${PRODUCTION_DIST}` },
    ].filter(Boolean),
  },
  checks && {
    name: 'browser',
    // The suite, and beside it the type check, then the lint: one slot for the two single threads.
    maxProcesses: 2,
    parts: [e2ePart, { name: 'typecheck', command: 'npm run typecheck' }, { name: 'lint', command: 'npm run lint' }],
  },
  checks && {
    name: 'checks',
    maxProcesses: jobs,
    // Started in this order as slots free up: the longest first.
    parts: [
      { name: 'unit', command: 'npm run test:unit' },
      // scripts/serve.mjs copies the build into dist-host: its tests hide chunks as a deploy would.
      { name: 'host', command: 'npm run test:host', env: { PRODUCTION_DIST } },
      { name: 'size', command: 'npm run size', env: { PRODUCTION_DIST } },
    ],
  },
  benches && {
    name: 'bench',
    maxProcesses: 1,
    parts: [bench('bench-list'), bench('bench-api'), bench('bench-editions'), bench('bench-auction')],
  },
]
  .filter(Boolean)
  // --only=<part,part>: those parts alone (and the setup and the builds they need).
  .map((phase) => ({
    ...phase,
    parts: phase.parts.filter((part) => ['setup', 'build'].includes(phase.name) || chosen(part.name)),
  }))
  .filter((phase) => phase.parts.length);

const started = Date.now();
const load = () => loadavg()[0].toFixed(1);
const loadAtStart = load();
const rows = [];
// Every part's output goes on to stdout; the lines of failed browser tests (Playwright's list reporter
// marks them ✘) are kept for the end, so a log's tail names them.
const failedTests = [];
let pending = '';
const output = new Writable({
  write(chunk, _encoding, done) {
    process.stdout.write(chunk);
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop();
    // eslint-disable-next-line no-control-regex -- the colours of the output start with ESC
    for (const line of lines.map((text) => text.replace(/\x1b\[[0-9;]*m/g, '')))
      if (line.includes('✘')) failedTests.push(line.trim());
    done();
  },
});
for (const phase of selected) {
  console.log(`\n── ${phase.name}: ${phase.parts.map((part) => part.name).join(', ')} (load ${load()})\n`);
  const { result } = concurrently(phase.parts, {
    maxProcesses: phase.maxProcesses,
    prefix: 'name',
    padPrefix: true,
    prefixColors: 'auto',
    outputStream: output,
  });
  const events = await result.catch((closed) => closed);
  for (const part of phase.parts) {
    const event = events.find((closed) => closed.command.name === part.name);
    rows.push({
      phase: phase.name,
      part: part.name,
      from: event ? (event.timings.startDate.getTime() - started) / 1000 : null,
      took: event?.timings.durationSeconds ?? null,
      result: !event ? 'not run' : event.exitCode === 0 ? 'passed' : `failed (${event.exitCode})`,
    });
  }
  // The installers and the builds must have worked for anything after them to mean something.
  if (['setup', 'build'].includes(phase.name) && rows.some((row) => row.result !== 'passed')) break;
}
for (const path of [E2E_DIST, PRODUCTION_DIST, `${PRODUCTION_DIST}.chunks`, 'dist-host'])
  rmSync(path, { recursive: true, force: true });

const clock = (seconds) => {
  if (seconds === null) return '';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const total = (Date.now() - started) / 1000;
console.log(
  `\n${wanted.join(' and ')}: ${clock(total)} in all (load average ${loadAtStart} at the start, ${load()} at the end)`,
);
console.log(`  ${'phase'.padEnd(7)} ${'part'.padEnd(15)} ${'from'.padStart(6)} ${'took'.padStart(6)}  result`);
for (const row of rows)
  console.log(
    `  ${row.phase.padEnd(7)} ${row.part.padEnd(15)} ${clock(row.from).padStart(6)} ${clock(row.took).padStart(6)}  ${row.result}`,
  );
const failed = rows.filter((row) => row.result !== 'passed');
if (failedTests.length) console.error(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
if (failed.length) console.error(`\n✗ ${failed.map((row) => row.part).join(', ')}`);
process.exitCode = failed.length ? 1 : 0;
