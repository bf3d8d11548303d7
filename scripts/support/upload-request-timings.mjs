// The editions upload's batch requests, timed by the files worker that sends them (its resource timing
// entries): how many were in flight, each one's time, and the wait between an answer and the next start.

/** Every batch upload's timing entry from the page's workers (the files worker sends them). */
export async function uploadRequests(page) {
  const entries = await Promise.all(
    page.workers().map((worker) =>
      worker.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/uploads/batch'))
          .map((e) => ({
            start: e.startTime,
            requestStart: e.requestStart,
            responseStart: e.responseStart,
            end: e.responseEnd,
          })),
      ),
    ),
  );
  return entries.flat();
}

const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The most requests in flight at once: a sweep over every start and answer. */
function mostInFlight(requests) {
  const events = requests.flatMap((r) => [
    [r.start, 1],
    [r.end, -1],
  ]);
  // An answer and a start at the same moment: the answer first (its sender then starts the next).
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, step] of events) most = Math.max(most, (now += step));
  return most;
}

/**
 * The requests' figures: their span (the first's start to the last's answer, ms), in flight on average
 * and at most, and medians of each one's start → answer, send → first byte, and answer → next start
 * (each request after the first `concurrency` went when another's answer freed its sender).
 */
export function summarizeRequests(requests, concurrency) {
  if (requests.length === 0) return null;
  const first = Math.min(...requests.map((r) => r.start));
  const last = Math.max(...requests.map((r) => r.end));
  const busy = requests.reduce((sum, r) => sum + (r.end - r.start), 0);
  const ends = requests.map((r) => r.end).toSorted((a, b) => a - b);
  const hops = [];
  let freed = 0;
  for (const r of requests.toSorted((a, b) => a.start - b.start).slice(concurrency)) {
    if (freed < ends.length && ends[freed] <= r.start) hops.push(r.start - ends[freed++]);
  }
  return {
    count: requests.length,
    spanMs: last - first,
    meanInFlight: busy / (last - first),
    mostInFlight: mostInFlight(requests),
    eachMs: median(requests.map((r) => r.end - r.start)),
    toFirstByteMs: median(requests.map((r) => r.responseStart - r.requestStart)),
    hopMs: median(hops),
    // Answers known (Chromium may report 0) and other than 201 (a 429 from the host's rate limit, a 401 before a refresh, a 5xx): each is sent again.
    notCreated: requests.filter((r) => r.status > 0 && r.status !== 201).length,
  };
}
