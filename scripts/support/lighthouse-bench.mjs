// Lighthouse 13's performance audit for scripts/bench-list.mjs, in Debian's Chromium through
// chrome-launcher (simulated throttling), each run cold (the HTTP cache cleared; storage kept, so the
// list's runs are signed in through the stored refresh token): /login mobile (goal ≥ 95), /launchpads
// desktop (≥ 98) and mobile (≥ 95, LCP ≤ 2.5 s), the median of `runs[name]` runs each.
// BENCH_LIGHTHOUSE_ONLY=<names> runs only those, BENCH_LIGHTHOUSE_JSON=<dir> keeps each report,
// BENCH_LIGHTHOUSE_ARTIFACTS=<dir> each run's trace and DevTools log (for scripts/lcp-waterfall.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { signIn } from './list-bench.mjs';

const GOALS = {
  score: { 'login-mobile': 95, 'launchpads-desktop': 98, 'launchpads-mobile': 95 },
  /** Largest Contentful Paint, where a goal names one. */
  lcpMs: { 'launchpads-mobile': 2500 },
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's performance audit of `path`, median of the runs; cold: the HTTP cache is cleared first. */
async function lighthouseBench({ port, cdp, appUrl, runCount, goal }, name, path, config) {
  // BENCH_LIGHTHOUSE_ONLY=launchpads-mobile (comma-separated names) runs only those.
  const only = process.env.BENCH_LIGHTHOUSE_ONLY?.split(',');
  if (only && !only.includes(name)) return;
  const runs = [];
  for (let i = 0; i < runCount; i++) {
    await cdp.send('Network.clearBrowserCache');
    // Storage stays (the refresh token signs the list's runs in); the cache was cleared above.
    // BENCH_LIGHTHOUSE_ARTIFACTS=<dir> keeps each run's artifacts (trace, DevTools log) for a Lantern
    // replay of the simulated waterfall (scripts/lcp-waterfall.mjs).
    const artifacts =
      process.env.BENCH_LIGHTHOUSE_ARTIFACTS && `${process.env.BENCH_LIGHTHOUSE_ARTIFACTS}/${name}-${i + 1}`;
    const saving = artifacts ? { gatherMode: artifacts, auditMode: artifacts } : {};
    const result = await lighthouse(
      `${appUrl}${path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        // The full-page screenshot is a picture for the report's viewer; no metric or score reads it.
        disableFullPageScreenshot: true,
        ...saving,
      },
      config,
    );
    const { categories, audits } = result.lhr;
    // BENCH_LIGHTHOUSE_JSON=<dir> keeps each run's report, for its opportunities and diagnostics.
    if (process.env.BENCH_LIGHTHOUSE_JSON) {
      mkdirSync(process.env.BENCH_LIGHTHOUSE_JSON, { recursive: true });
      writeFileSync(`${process.env.BENCH_LIGHTHOUSE_JSON}/${name}-${i + 1}.json`, JSON.stringify(result.lhr));
    }
    if (result.lhr.finalDisplayedUrl && !result.lhr.finalDisplayedUrl.endsWith(path))
      throw new Error(`${name}: Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}`);
    runs.push({
      score: Math.round(categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    });
  }
  const mid = median(runs.map((run) => run.score));
  const at = runs.find((run) => run.score === mid);
  const lcpGoal = GOALS.lcpMs[name];
  goal(
    mid >= GOALS.score[name] && (lcpGoal === undefined || at.lcp <= lcpGoal),
    `Lighthouse ${name}: ${mid} (runs ${runs.map((run) => run.score).join(', ')}; FCP ${(at.fcp / 1000).toFixed(2)} s, LCP ${(at.lcp / 1000).toFixed(2)} s, TBT ${at.tbt.toFixed(0)} ms, CLS ${at.cls.toFixed(3)}) (goal ≥ ${GOALS.score[name]}${lcpGoal === undefined ? '' : `, LCP ≤ ${(lcpGoal / 1000).toFixed(1)} s`})`,
  );
}

/** The three audits in one Chromium that trusts the host's certificate (`trustHost`: its flag). */
export async function lighthouseBenches({ appUrl, chromePath, trustHost, runs, goal }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      trustHost,
    ],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
    const counts = Object.entries(runs).map(([name, count]) => `${name} ${count}`);
    console.log(`\nLighthouse ${version} (performance, median of the runs: ${counts.join(', ')}; cold cache)`);
    const bench = (name, path, config) =>
      lighthouseBench({ port: chrome.port, cdp, appUrl, runCount: runs[name], goal }, name, path, config);
    // Signed out first, for /login.
    await page.goto(`${appUrl}/login`);
    await page.evaluate(() => localStorage.clear());
    await bench('login-mobile', '/login');
    await signIn(page, appUrl);
    await page.goto('about:blank');
    await bench('launchpads-desktop', '/launchpads', desktopConfig);
    await bench('launchpads-mobile', '/launchpads');
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
  }
}
