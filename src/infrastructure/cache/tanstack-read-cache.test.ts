import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { ReadSnapshot } from '../../application/ports/read-cache';
import { createQueryClient } from './query-client';
import { TanstackReadCache } from './tanstack-read-cache';
import { flush } from '../../../tests/support/flush';

describe('TanstackReadCache', () => {
  it('sets and updates a value by its key', () => {
    const client = new QueryClient();
    const cache = new TanstackReadCache(client);
    cache.set(['launchpads', 'detail', 1], { id: 1, name: '달빛' });
    cache.set<{ id: number; name: string }>(['launchpads', 'detail', 1], (old) => old && { ...old, name: '별빛' });
    expect(client.getQueryData(['launchpads', 'detail', 1])).toEqual({ id: 1, name: '별빛' });
  });

  it('invalidates every read under a key, or only the exact one', () => {
    const client = new QueryClient();
    const cache = new TanstackReadCache(client);
    client.setQueryData(['launchpads', 'list', { size: 1000 }], []);
    client.setQueryData(['launchpads', 'detail', 1], {});
    cache.invalidate(['launchpads', 'detail', 1], { exact: true });
    expect(client.getQueryState(['launchpads', 'detail', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['launchpads', 'list', { size: 1000 }])?.isInvalidated).toBe(false);
    cache.invalidate(['launchpads']);
    expect(client.getQueryState(['launchpads', 'list', { size: 1000 }])?.isInvalidated).toBe(true);
  });

  it('fetches a read once while the cache holds it (as the app’s client, staleTime 0), and again when asked for the latest', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
    const cache = new TanstackReadCache(client);
    let calls = 0;
    const definition = { queryKey: ['launchpads', 1, 'auction-descriptions'], queryFn: async () => (calls += 1) };
    expect(await cache.fetch(definition)).toBe(1);
    expect(await cache.fetch(definition)).toBe(1);
    expect(await cache.fetch(definition, { fresh: true })).toBe(2);
    expect(client.getQueryData(definition.queryKey)).toBe(2);
  });

  it('reads through the cache: the cached value, else one read however many ask, kept for the pages', async () => {
    const client = new QueryClient();
    const cache = new TanstackReadCache(client);
    let calls = 0;
    const definition = { queryKey: ['me', 'eoa'], queryFn: async () => ({ address: `0x${++calls}` }) };
    const [first, second] = await Promise.all([cache.fetch(definition), cache.fetch(definition)]);
    expect([first, second, calls]).toEqual([{ address: '0x1' }, { address: '0x1' }, 1]);
    client.setQueryData(['me', 'eoa'], { address: '0x9' });
    expect(await cache.fetch(definition)).toEqual({ address: '0x9' });
    expect(calls).toBe(1);
  });

  it('invalidates without a refetch when asked (refetch: false): a shown read stays as it is until shown again', async () => {
    const client = new QueryClient();
    const cache = new TanstackReadCache(client);
    let calls = 0;
    const definition = { queryKey: ['launchpads', 1, 'contract-metadata'], queryFn: async () => (calls += 1) };
    client.setQueryData(definition.queryKey, 0);
    const shown = new QueryObserver(client, { ...definition, staleTime: Infinity });
    const stop = shown.subscribe(() => {});
    cache.invalidate(definition.queryKey, { refetch: false });
    await Promise.resolve();
    expect(client.getQueryState(definition.queryKey)?.isInvalidated).toBe(true);
    expect(calls).toBe(0);
    cache.invalidate(definition.queryKey);
    await flush();
    expect(calls).toBe(1);
    stop();
  });

  it('observes a read: the cached value at once, then what the fetch brings; a refetch reads again; stop ends it', async () => {
    const client = createQueryClient();
    const cache = new TanstackReadCache(client);
    let calls = 0;
    const definition = { queryKey: ['me', 'user-info'], queryFn: async () => `v${++calls}` };
    const seen: ReadSnapshot<string>[] = [];
    const watch = cache.observe(definition, (snapshot) => seen.push(snapshot));
    expect(seen[0]).toMatchObject({ data: undefined, failed: false });
    await flush();
    expect(seen.at(-1)).toMatchObject({ data: 'v1', error: null, fetching: false });
    await watch.refetch();
    expect(seen.at(-1)).toMatchObject({ data: 'v2' });
    watch.stop();
    cache.set(definition.queryKey, 'v9');
    expect(seen.at(-1)?.data).toBe('v2');
  });

  it('observes a failed read as failed, with what it threw; cached data stays shown after a later failure', async () => {
    const cache = new TanstackReadCache(createQueryClient());
    const failure = new Error('offline');
    let fail = true;
    const definition = {
      queryKey: ['launchpads', 'detail', 1],
      queryFn: async () => (fail ? Promise.reject(failure) : 'ok'),
    };
    const seen: ReadSnapshot<string>[] = [];
    const watch = cache.observe(definition, (snapshot) => seen.push(snapshot));
    await flush();
    expect(seen.at(-1)).toMatchObject({ data: undefined, error: failure, failed: true });
    fail = false;
    await watch.refetch();
    fail = true;
    await watch.refetch();
    expect(seen.at(-1)).toMatchObject({ data: 'ok', error: failure, failed: false });
    watch.stop();
  });

  it('prefetches (a link hovered) without rejecting, and the route’s fetch then finds it', async () => {
    const cache = new TanstackReadCache(createQueryClient());
    let calls = 0;
    await expect(
      cache.prefetch({ queryKey: ['x'], queryFn: async () => Promise.reject(new Error('down')) }),
    ).resolves.toBeUndefined();
    await cache.prefetch({ queryKey: ['y'], queryFn: async () => ++calls });
    expect(await cache.fetch({ queryKey: ['y'], queryFn: async () => ++calls })).toBe(1);
  });
});
