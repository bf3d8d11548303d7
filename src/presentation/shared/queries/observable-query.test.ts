import { isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../application/errors/app-error';
import { ObservableQuery } from './observable-query';
import { createAppReadCache, JUST_FETCHED_MS } from '../../../../tests/support/app-read-cache';
import { flush } from '../../../../tests/support/flush';

describe('ObservableQuery', () => {
  it('does nothing until started, then loads into observable state', async () => {
    const { cache } = createAppReadCache();
    let calls = 0;
    const query = new ObservableQuery(cache, { queryKey: ['x'], queryFn: async () => ++calls });
    await flush();
    expect(calls).toBe(0);
    const stop = query.start();
    expect(query.status).toBe('loading');
    await flush();
    expect(query.status).toBe('ready');
    expect(query.data).toBe(1);
    stop();
  });

  it('shows cached data at once and refetches on mount', async () => {
    const { client, cache } = createAppReadCache();
    client.setQueryData(['x'], 41, { updatedAt: Date.now() - JUST_FETCHED_MS - 1 });
    let calls = 0;
    const query = new ObservableQuery(cache, { queryKey: ['x'], queryFn: async () => 42 + calls++ });
    const stop = query.start();
    expect(query.data).toBe(41);
    expect(query.status).toBe('ready');
    await flush();
    expect(query.data).toBe(42);
    stop();
  });

  it('turns a failure into an AppError without retrying', async () => {
    const { cache } = createAppReadCache();
    let calls = 0;
    const query = new ObservableQuery(cache, {
      queryKey: ['y'],
      queryFn: async () => {
        calls++;
        throw new NotFoundError('gone');
      },
    });
    const stop = query.start();
    await flush();
    await flush();
    expect(query.status).toBe('error');
    expect(query.error?.kind).toBe('not-found');
    expect(calls).toBe(1);
    stop();
  });

  it('does not fetch again what the route fetched just now, but does once it was invalidated', async () => {
    const { cache } = createAppReadCache();
    let calls = 0;
    const definition = { queryKey: ['list'], queryFn: async () => ++calls };
    await cache.fetch(definition);
    const query = new ObservableQuery(cache, definition);
    const stop = query.start();
    await flush();
    expect(query.data).toBe(1);
    expect(calls).toBe(1);
    stop();

    cache.invalidate(['list']);
    const again = new ObservableQuery(cache, definition);
    const stopAgain = again.start();
    await flush();
    expect(calls).toBe(2);
    expect(again.data).toBe(2);
    stopAgain();
  });

  it('keeps query data as given: a reference, not a deep observable copy', async () => {
    const { cache } = createAppReadCache();
    const rows = Object.freeze([{ id: 1 }, { id: 2 }]);
    const query = new ObservableQuery(cache, { queryKey: ['rows'], queryFn: async () => rows });
    const stop = query.start();
    await flush();
    expect(query.data).toBe(rows);
    expect(isObservable(query.data)).toBe(false);
    stop();
  });
});
