// Where Lighthouse's simulated (Lantern) LCP goes: replays the LCP estimate of a run whose artifacts
// `bench:list` kept (BENCH_LIGHTHOUSE_ARTIFACTS=<dir>) and prints, for the pessimistic and the
// optimistic graph (LCP is their mean), every node with its simulated start and end: network
// requests (URL, bytes) and main-thread tasks (the scripts they ran, the longest events), then the
// critical path (from the node that ends last, back through the dependency that ended last).
// LCP_WATERFALL_DROP=<text,…> first removes the requests whose DevTools events contain one of the
// texts: what the estimate would be without them (e.g. `data:image` for inline images).
// LCP_WATERFALL_RESIZE=<text>=<KB>,… gives the requests whose URL contains the text that transfer
// size instead (the same run, every task as observed): what a smaller or larger file would give.
//   PATH=$PWD/node_modules/.bin:$PATH node scripts/lcp-waterfall.mjs /tmp/lcp/launchpads-mobile-1 [mobile|desktop]
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { initializeConfig } from 'lighthouse/core/config/config.js';

const [dir, form = 'mobile'] = process.argv.slice(2);
if (!dir) throw new Error('usage: lcp-waterfall.mjs <artifacts dir> [mobile|desktop]');
const artifacts = loadArtifacts(dir);
for (const drop of (process.env.LCP_WATERFALL_DROP ?? '').split(',').filter(Boolean)) {
  artifacts.DevtoolsLog = artifacts.DevtoolsLog.filter(
    (message) => !JSON.stringify(message.params ?? {}).includes(drop),
  );
}
for (const entry of (process.env.LCP_WATERFALL_RESIZE ?? '').split(',').filter(Boolean)) {
  const at = entry.lastIndexOf('=');
  const [text, bytes] = [entry.slice(0, at), Number(entry.slice(at + 1)) * 1024];
  if (at < 1 || !(bytes >= 0)) throw new Error(`LCP_WATERFALL_RESIZE: expected <text>=<KB>, got ${entry}`);
  const ids = new Set(
    artifacts.DevtoolsLog.filter(
      (m) => m.method === 'Network.requestWillBeSent' && m.params.request.url.includes(text),
    ).map((m) => m.params.requestId),
  );
  if (!ids.size) throw new Error(`LCP_WATERFALL_RESIZE: no request whose URL contains ${text}`);
  for (const id of ids) {
    const finished = artifacts.DevtoolsLog.find(
      (m) => m.method === 'Network.loadingFinished' && m.params.requestId === id,
    );
    if (!finished) continue;
    // The recorder takes the transfer size from loadingFinished; the chunks it received scale with it.
    const ratio = bytes / finished.params.encodedDataLength;
    for (const m of artifacts.DevtoolsLog) {
      if (m.params?.requestId === id && m.method === 'Network.dataReceived')
        m.params.encodedDataLength = Math.round(m.params.encodedDataLength * ratio);
    }
    finished.params.encodedDataLength = bytes;
  }
}
const { resolvedConfig } = await initializeConfig('navigation', form === 'desktop' ? desktopConfig : defaultConfig);
const context = { computedCache: new Map(), settings: resolvedConfig.settings, options: {} };
const result = await LanternLargestContentfulPaint.request(
  Audit.makeMetricComputationDataInput(artifacts, context),
  context,
);
const origin = new URL(artifacts.URL.finalDisplayedUrl).origin;
const short = (url) => (url.startsWith(origin) ? url.slice(origin.length) : url.slice(0, 60));

/** A main-thread task's label: the scripts it evaluated or called into, or its longest events. */
function cpuLabel(node) {
  const scripts = new Set();
  const kinds = new Map();
  for (const event of node.childEvents) {
    const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
    if (url && /EvaluateScript|FunctionCall|v8.compile|TimerFire|EventDispatch/.test(event.name))
      scripts.add(short(url));
    kinds.set(event.name, (kinds.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const top = [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
  return `task ${(node.event.dur / 1000).toFixed(0)} ms observed [${top.join(', ')}]${scripts.size ? ` ${[...scripts].join(' ')}` : ''}`;
}

const label = (node) =>
  node.type === 'network'
    ? `${node.request.resourceType ?? ''} ${short(node.request.url)} ${(node.request.transferSize / 1024).toFixed(1)} KB`
    : cpuLabel(node);

for (const { name, estimate } of [
  { name: 'pessimistic', estimate: result.pessimisticEstimate },
  { name: 'optimistic', estimate: result.optimisticEstimate },
]) {
  const timings = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
  console.log(`\n${name}: ${estimate.timeInMs.toFixed(0)} ms (${timings.length} nodes)`);
  for (const [node, timing] of timings) {
    if (node.type === 'cpu' && timing.duration < 10) continue;
    console.log(
      `  ${timing.startTime.toFixed(0).padStart(5)} → ${timing.endTime.toFixed(0).padStart(5)} (${timing.duration.toFixed(0).padStart(4)})  ${label(node)}`,
    );
  }
  // The critical path: from the last node, back through the dependency that ended last.
  const byNode = new Map(estimate.nodeTimings);
  let node = timings.reduce((last, entry) => (entry[1].endTime > last[1].endTime ? entry : last))[0];
  const path = [];
  while (node) {
    path.unshift(node);
    node = node
      .getDependencies()
      .filter((dep) => byNode.has(dep))
      .sort((a, b) => byNode.get(b).endTime - byNode.get(a).endTime)[0];
  }
  console.log(`  critical path:`);
  for (const step of path) {
    const timing = byNode.get(step);
    console.log(
      `    ${timing.startTime.toFixed(0).padStart(5)} → ${timing.endTime.toFixed(0).padStart(5)} (${timing.duration.toFixed(0).padStart(4)})  ${label(step)}`,
    );
  }
}
console.log(
  `\nLCP: ${result.timing.toFixed(0)} ms (optimistic ${result.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${result.pessimisticEstimate.timeInMs.toFixed(0)})`,
);
