import { devices, type PlaywrightTestConfig, type Project } from '@playwright/test';

/**
 * What the Playwright configs share (playwright.config.ts: the app against a local stack per worker,
 * which sets its own worker count; playwright.host.config.ts: the production host): one worker by
 * default, the files in order, since the host tests share one host and API; no retries, so a flake
 * shows; Korean locale and Seoul time, as creators use it. A config without a baseURL gets one from
 * each worker's own stack (e2e/support/stack.ts).
 *
 * A failure prints its error and keeps a screenshot of the page as it failed (in outputDir). A trace
 * (DOM snapshots, a screencast, every action) only with E2E_TRACE=1: recording it for every test in
 * case one fails cost the browser a screencast of every frame and the worker the writing of it
 * (a fifth to a third of the browser tests' CPU on two cores), for a file a CI run cannot open. Run a
 * failing spec again with E2E_TRACE=1 and open its trace with `npx playwright show-trace`.
 */
export function sharedSettings(baseURL: string | undefined, outputDir: string): PlaywrightTestConfig {
  return {
    outputDir,
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 7_000 },
    reporter: [['list']],
    use: {
      baseURL,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
      screenshot: 'only-on-failure',
    },
  };
}

/**
 * A desktop Chrome project in Debian's Chromium (a downloaded browser cannot be fetched here): its
 * headless shell (package chromium-headless-shell, the same Blink and V8 as /usr/bin/chromium without
 * the browser's UI layer), which is also what Playwright's own headless runs use. On three heavy specs
 * run alone it took a quarter less CPU than the whole browser in its new headless mode (125 s against
 * 164 s, same tests, same machine), and the suite is CPU-bound on two cores. The benches keep the whole
 * browser: their figures and Lighthouse are about the browser creators run. CHROMIUM_PATH picks another.
 * Headless without a GPU, and quiet: no background fetches, component updates or sync that would add
 * requests and CPU to a test, and no QUIC (the local servers speak TCP only).
 */
export function chromiumProject(name: string, extraArgs: readonly string[] = []): Project {
  return {
    name,
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
        args: [
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
          ...extraArgs,
        ],
      },
    },
  };
}
