import { devices, type PlaywrightTestConfig, type Project } from '@playwright/test';

/**
 * What the Playwright configs share (playwright.config.ts: the app against a local stack per worker,
 * which sets its own worker count; playwright.host.config.ts: the production host): one worker by
 * default, the files in order, since the host tests share one host and API; no retries, so a flake
 * shows; Korean locale and Seoul time, as creators use it. A config without a baseURL gets one from
 * each worker's own stack (e2e/support/stack.ts).
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
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
    },
  };
}

/**
 * A desktop Chrome project in Debian's Chromium (a downloaded browser cannot be fetched here),
 * headless without a GPU, and quiet: no background fetches, component updates or sync that would
 * add requests and CPU to a test, and no QUIC (the local servers speak TCP only).
 */
export function chromiumProject(name: string, extraArgs: readonly string[] = []): Project {
  return {
    name,
    use: {
      ...devices['Desktop Chrome'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
