import { expect, type Page } from '@playwright/test';

/**
 * Waits until this tab's draft holds `text` in local storage: a draft is written after a pause in typing,
 * so a reload right after typing would find none. Waits on the state (the tab's own key,
 * `draft:…:<tab id>`), never on a fixed time. `form` narrows it to one form's drafts (`auction-description`).
 */
export async function waitForDraft(page: Page, text: string, form?: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          ([wanted, formName]) => {
            const tab = sessionStorage.getItem('creators-lab:tab');
            return Object.keys(localStorage).some(
              (key) =>
                key.startsWith('draft:') &&
                (tab === null || key.endsWith(`:${encodeURIComponent(tab)}`)) &&
                (!formName || key.includes(`:${encodeURIComponent(formName)}:`)) &&
                (localStorage.getItem(key) ?? '').includes(JSON.stringify(wanted).slice(1, -1)),
            );
          },
          [text, form ?? ''] as const,
        ),
      { message: `this tab's draft holding ‘${text}’` },
    )
    .toBe(true);
}

/** Waits until the page has stopped scrolling (the browser's scroll restoration, a wheel's smooth scroll). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const look = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 5) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}
