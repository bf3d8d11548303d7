import { afterEach, describe, expect, it, vi } from 'vitest';

const hidden: string[] = [];
vi.mock('@mantine/notifications', () => ({ notifications: { hide: (id: string) => hidden.push(id) } }));

const { pageKey } = await import('./toast-page-key');
const { toastPages } = await import('./toast-owners');

function at(path: string): void {
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  hidden.length = 0;
  for (const id of ['a', 'b', 'c']) toastPages.closed(id);
});

describe('toasts follow their page', () => {
  it('reads a page as its path and its workspace step, not the list’s filters', () => {
    expect(pageKey({ pathname: '/launchpads', search: '?status=DRAFT&sort=name' })).toBe('/launchpads');
    expect(pageKey({ pathname: '/launchpads/3/collection-metadata/single', search: '?step=2' })).toBe(
      '/launchpads/3/collection-metadata/single?step=2',
    );
  });

  it('given a toast raised on a page, when the creator moves to another, then it goes; filters alone keep it', async () => {
    at('/me/info');
    toastPages.shown('a', toastPages.ownerNow(false));
    toastPages.visit('/me/info');
    at('/launchpads?status=DRAFT');
    toastPages.visit(pageKey(window.location));
    await vi.waitFor(() => expect(hidden).toEqual(['a']));
  });

  it('given a toast about the next page, when the creator is sent there, then it stays, and goes with the page after', async () => {
    at('/launchpads');
    toastPages.shown('b', toastPages.ownerNow(true));
    toastPages.shown('c', toastPages.ownerNow(false));
    at('/launchpads/9/collection-metadata/single');
    toastPages.visit(pageKey(window.location));
    await vi.waitFor(() => expect(hidden).toEqual(['c']));
    toastPages.visit('/launchpads');
    await vi.waitFor(() => expect(hidden).toEqual(['c', 'b']));
  });

  it('given a toast that shows after its page was left, then it is taken away at once', async () => {
    at('/me/info');
    const owner = toastPages.ownerNow(false);
    at('/me/wallet');
    toastPages.shown('a', owner);
    await vi.waitFor(() => expect(hidden).toEqual(['a']));
  });
});
