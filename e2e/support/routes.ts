import { expect, type Page, type Route } from '@playwright/test';
import { test as base } from './stack';

/**
 * Routes a test sets up to hold a response back or to change one. A route that never matched a
 * request means the test gated nothing (a renamed chunk, a changed API path) and passed by luck, so
 * the `test` below fails any test that leaves one unmatched. Specs that route import `test` from here.
 */
interface Tracked {
  pattern: string;
  hits: number;
}

const trackedByPage = new WeakMap<Page, Tracked[]>();

type Url = string | RegExp;
type Handler = (route: Route) => unknown;

/** `page.route`, counted: the test fails at its end if no request ever matched. */
export async function routeThatMustMatch(page: Page, url: Url, handler: Handler): Promise<{ hits: () => number }> {
  const tracked: Tracked = { pattern: String(url), hits: 0 };
  trackedByPage.set(page, [...(trackedByPage.get(page) ?? []), tracked]);
  await page.route(url, (route) => {
    tracked.hits += 1;
    return handler(route);
  });
  return { hits: () => tracked.hits };
}

export interface HeldRoute {
  /** Resolves once a matching request is being held. */
  readonly reached: Promise<void>;
  /** Lets every held request (and those still to come) through. */
  release(): void;
}

/** Holds every request to `url` until `release()`; the test fails if none came. */
export async function holdRoute(page: Page, url: Url): Promise<HeldRoute> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  await routeThatMustMatch(page, url, async (route) => {
    reached();
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { reached: reachedPromise, release };
}

export const test = base.extend<{ routeAudit: void }>({
  routeAudit: [
    async ({ page }, use) => {
      await use();
      const unmatched = (trackedByPage.get(page) ?? [])
        .filter((tracked) => tracked.hits === 0)
        .map((tracked) => tracked.pattern);
      expect(unmatched, 'page.route set up by the test that never matched a request: it held nothing back').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
