// The ports of the benches and the probes, from BENCH_API_PORT and BENCH_APP_PORT (8798 and 4274 by
// default), each at its own offset so any of them can run beside any other and beside the browser
// suites (scripts/run-tests.mjs runs the size check beside them): the list +0, the auction +2, the
// editions +3, the outage probe +4, the size check +5, the API bench +6 (API only), the session
// probe +7 to +9 (its three stacks).
const OFFSETS = { list: 0, auction: 2, editions: 3, outage: 4, size: 5, api: 6, session: 7 };

/** The API's and the app's port of one bench or probe (`offset` counts the session probe's stacks). */
export function benchPorts(name, offset = 0) {
  const at = OFFSETS[name] + offset;
  return {
    api: Number(process.env.BENCH_API_PORT ?? 8798) + at,
    app: Number(process.env.BENCH_APP_PORT ?? 4274) + at,
  };
}
