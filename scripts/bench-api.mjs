// Measures the launchpad list the app prefetches (size 1000) against the local creators API with
// 1,006 launchpads: starts its own API process (in-memory database, `large` seed, a free port or
// BENCH_API_PORT + 6),
// signs in like the app, and reports p50/p95/max. Goal: p95 ≤ 20 ms. Fails only when p95 is
// wildly off (> 100 ms), so a noisy shared machine does not turn it red. Then (issue 28) the same
// list while another creator loads 10,000 tokens of the largest size (see bench-token-load.mjs):
// goal p95 ≤ 50 ms (2,500 tokens in npm test: support/bench-samples.mjs; BENCH_API_LOAD_TOKENS sets
// the count). BENCH_API_TOKEN_LOAD=0 skips that part (it stores about 600 MB).
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { benchPorts } from './support/bench-ports.mjs';
import { benchSamples, countFrom } from './support/bench-samples.mjs';
import { benchTokenLoad } from './support/bench-token-load.mjs';
import { probeApiInput } from './support/probe-api-input.mjs';
import { startProcess } from './support/start-process.mjs';

const WARM_UP = 20;
const RUNS = Number(process.env.BENCH_API_RUNS ?? 200);
const TIME_BUDGET_MS = 30_000;
const GOAL_P95_MS = 20;
const FAIL_P95_MS = 100;
const root = fileURLToPath(new URL('..', import.meta.url));

async function startApi() {
  const { child, match } = await startProcess({
    args: ['--import', 'tsx', 'local-api/main.ts'],
    cwd: root,
    env: {
      // Its own port of the bench block when one is given (support/bench-ports.mjs), else any free port.
      LOCAL_API_PORT: process.env.BENCH_API_PORT ? String(benchPorts('api').api) : '0',
      LOCAL_API_DB: ':memory:',
      LOCAL_API_SEED: 'large',
    },
    ready: /listening on (http:\/\/\S+)/,
    timeoutMs: 20_000,
  });
  return { url: match[1], child };
}

async function signIn(url) {
  const login = await fetch(`${url}/local/login?account=creator`, { redirect: 'manual' });
  const token = new URL(login.headers.get('location')).searchParams.get('token');
  const refresh = await fetch(`${url}/cl/auth/v1/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!refresh.ok) throw new Error(`sign-in failed: ${refresh.status}`);
  return (await refresh.json()).accessToken;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const { url, child } = await startApi();
try {
  const accessToken = await signIn(url);
  const list = async () => {
    const started = performance.now();
    const response = await fetch(`${url}/cl/creators-lab/v2/launchpads?size=1000`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (!response.ok || body.items.length !== 1000) throw new Error(`unexpected answer ${response.status}`);
    return elapsed;
  };

  for (let i = 0; i < WARM_UP; i++) await list();
  const samples = [];
  const deadline = performance.now() + TIME_BUDGET_MS;
  while (samples.length < RUNS && performance.now() < deadline) samples.push(await list());
  samples.sort((a, b) => a - b);
  const [p50, p95, max] = [percentile(samples, 50), percentile(samples, 95), samples.at(-1)];
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `GET /cl/creators-lab/v2/launchpads?size=1000 (1,000 of 1,006 rows), ${samples.length} runs after ${WARM_UP} warm-up: ` +
      `p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}; goal p95 ≤ ${GOAL_P95_MS} ms ` +
      (p95 <= GOAL_P95_MS ? '(met)' : `(missed; fails above ${FAIL_P95_MS} ms)`),
  );
  process.exitCode = p95 > FAIL_P95_MS ? 1 : 0;

  // 작성 중: an approved or ended launch's tokens are read-only (launch lifecycle).
  const single = (
    await (
      await fetch(`${url}/cl/creators-lab/v2/launchpads?size=1000`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json()
  ).items.find((l) => l.collectionType === 'SINGLE' && l.status === 'DRAFT');
  const failures = await probeApiInput({ url, accessToken, launchpadId: single.id });
  for (const failure of failures) console.log(`  ✗ ${failure}`);
  if (failures.length) process.exitCode = 1;

  if (process.env.BENCH_API_TOKEN_LOAD !== '0') {
    const tokens = countFrom('BENCH_API_LOAD_TOKENS', benchSamples.apiLoadTokens);
    const met = await benchTokenLoad({ url, listToken: accessToken, tokens, runs: Math.min(RUNS, 200) });
    if (!met && process.exitCode === 0)
      console.log('  (the 50 ms goal is reported, not enforced: the machine is shared)');
  }
} finally {
  child.kill('SIGTERM');
}
