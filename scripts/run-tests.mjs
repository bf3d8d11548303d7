// `npm test`: every check of the repository, side by side where the machine allows, then the benches
// alone; at the end, how long each part took. `npm run bench` and `npm run bench:full` run the bench
// phase only (`--full`: every sample, as the goals were set).
//
// 1. setup: the installers, one after another (on a fresh machine they call apt-get and npm, which
//    must not run twice at once).
// 2. checks: the type check, the lint, the unit tests, the browser suite in two shards (each with its
//    own API, chain, build and ports: the second 30 above the first), the production host's suite,
//    the size check and the benches' one production build, at most TEST_JOBS at a time (default one
//    per core: with one more, the unit tests beside both browser shards on two cores, and with two
//    per core, browser tests and unit tests ran past their timeouts at loads of 15 to 25).
// 3. bench: the benches one after another and alone, so their timings are the machine's and not the
//    suites'. npm test takes each sample once where its figure has held still
//    (scripts/support/bench-samples.mjs); `npm run bench:full` takes them all.
// Every part runs to its end even when another fails, so one run shows every failure.
// `node scripts/run-tests.mjs checks` runs the setup and the checks only; `--only=unit,lint` those parts.
import { availableParallelism, loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import concurrently from 'concurrently';

const args = process.argv.slice(2);
const phasesAsked = args.filter((arg) => !arg.startsWith('--'));
const full = args.includes('--full');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const jobs = Number(process.env.TEST_JOBS ?? availableParallelism());
const BENCH_DIST = 'dist-bench-shared';
const port = (name, fallback) => Number(process.env[name] ?? fallback);

/** The browser suite's shard `n` of 2: its own ports (the second 30 above the first), build and results. */
const e2eShard = (n) => {
  const shift = (n - 1) * 30;
  return {
    name: `e2e ${n}/2`,
    command: `npm run test:e2e -- --shard=${n}/2`,
    env: {
      E2E_API_PORT: String(port('E2E_API_PORT', 8797) + shift),
      E2E_APP_PORT: String(port('E2E_APP_PORT', 4273) + shift),
      E2E_CHAIN_PORT: String(port('E2E_CHAIN_PORT', 8545) + shift),
      E2E_OUT_DIR: `dist-e2e-${n}`,
      E2E_RESULTS_DIR: `test-results/e2e-${n}`,
    },
  };
};
const benchEnv = { BENCH_DIST, BENCH_SAMPLES: full ? 'full' : 'test' };
const benchBuild = {
  name: 'bench build',
  command: `vite build --mode production --outDir ${BENCH_DIST} --emptyOutDir --logLevel warn`,
};
const bench = (script) => ({ name: script, command: `node scripts/${script}.mjs`, env: benchEnv });

// No phase named: both (npm test). The benches' build runs beside the checks when both run, else it
// opens the bench phase.
const wanted = phasesAsked.length ? phasesAsked : ['checks', 'bench'];
const checks = wanted.includes('checks');
const benches = wanted.includes('bench');
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
  checks && {
    name: 'checks',
    maxProcesses: jobs,
    // Started in this order as slots free up: the longest first.
    parts: [
      e2eShard(1),
      e2eShard(2),
      { name: 'unit', command: 'npm run test:unit' },
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
      { name: 'host', command: 'npm run test:host' },
      { name: 'size', command: 'npm run size' },
      ...(benches ? [benchBuild] : []),
    ],
  },
  benches && {
    name: 'bench',
    maxProcesses: 1,
    parts: [
      ...(checks ? [] : [benchBuild]),
      bench('bench-list'),
      bench('bench-api'),
      bench('bench-editions'),
      bench('bench-auction'),
    ],
  },
]
  .filter(Boolean)
  // --only=<part,part>: those parts alone (and the setup).
  .map((phase) => ({
    ...phase,
    parts: phase.parts.filter((part) => !only || phase.name === 'setup' || only.includes(part.name)),
  }))
  .filter((phase) => phase.parts.length);

const started = Date.now();
const load = () => loadavg()[0].toFixed(1);
const loadAtStart = load();
const rows = [];
for (const phase of selected) {
  console.log(`\n── ${phase.name}: ${phase.parts.map((part) => part.name).join(', ')} (load ${load()})\n`);
  const { result } = concurrently(phase.parts, {
    maxProcesses: phase.maxProcesses,
    prefix: 'name',
    padPrefix: true,
    prefixColors: 'auto',
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
  // The installers must have worked for anything after them to mean something.
  if (phase.name === 'setup' && rows.some((row) => row.result !== 'passed')) break;
}
rmSync(BENCH_DIST, { recursive: true, force: true });

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
if (failed.length) console.error(`\n✗ ${failed.map((row) => row.part).join(', ')}`);
process.exitCode = failed.length ? 1 : 0;
