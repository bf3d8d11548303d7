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

/** What the editions draft must hold: how many rows, how many of them unsaved, and optionally a text in them. */
export interface EditionsDraftState {
  rows: number;
  unsaved: number;
  holding?: string;
}

/**
 * Waits until the editions editor's draft in IndexedDB (`creators-lab-drafts`, written a pause after the
 * last change) holds `state`: a reload sooner would offer an older draft, or none. Reads the store as the
 * app wrote it (a header naming its parts) and never opens a database the app has not made.
 */
export async function waitForEditionsDraft(page: Page, state: EditionsDraftState): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await indexedDB.databases()).some((db) => db.name === 'creators-lab-drafts')) return [];
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const opening = indexedDB.open('creators-lab-drafts');
            opening.onsuccess = () => resolve(opening.result);
            opening.onerror = () => reject(opening.error ?? new Error('the drafts database did not open'));
          });
          try {
            const store = db.transaction('editions').objectStore('editions');
            const all = <T>(request: IDBRequest<T>) =>
              new Promise<T>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(request.error ?? new Error('the drafts could not be read'));
              });
            // Both asked at once, in one transaction: the keys and the values line up.
            const [keysRead, valuesRead] = [all(store.getAllKeys()), all(store.getAll())];
            const [keys, values] = [await keysRead, await valuesRead];
            const byKey = new Map(keys.map((key, i) => [key as string, values[i]]));
            const drafts: { rows: number; unsaved: number; text: string }[] = [];
            for (const [key, value] of byKey) {
              const header = value as { savedAt?: string; parts?: string[]; dirty?: number[] };
              if (typeof header?.savedAt !== 'string' || !Array.isArray(header.parts)) continue;
              const rows = header.parts.flatMap(
                (id) => (byKey.get(`${key}:part:${id}`) as unknown[] | undefined) ?? [],
              );
              drafts.push({ rows: rows.length, unsaved: header.dirty?.length ?? 0, text: JSON.stringify(rows) });
            }
            return drafts;
          } finally {
            db.close();
          }
        }),
      { message: `the editions draft holding ${JSON.stringify(state)}` },
    )
    .toContainEqual(
      expect.objectContaining({
        rows: state.rows,
        unsaved: state.unsaved,
        ...(state.holding ? { text: expect.stringContaining(state.holding) } : {}),
      }),
    );
}
