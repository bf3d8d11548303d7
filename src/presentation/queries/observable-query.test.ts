import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../../application/errors/app-error';
import { ObservableQuery } from './observable-query';
import { createQueryClient } from './query-client';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ObservableQuery', () => {
  it('does nothing until started, then loads into observable state', async () => {
    const client = createQueryClient();
    let calls = 0;
    const query = new ObservableQuery(client, { queryKey: ['x'], queryFn: async () => ++calls });
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
    const client = createQueryClient();
    client.setQueryData(['x'], 41);
    let calls = 0;
    const query = new ObservableQuery(client, { queryKey: ['x'], queryFn: async () => 42 + calls++ });
    const stop = query.start();
    expect(query.data).toBe(41);
    expect(query.status).toBe('ready');
    await flush();
    expect(query.data).toBe(42);
    stop();
  });

  it('turns a failure into an AppError without retrying', async () => {
    const client = createQueryClient();
    let calls = 0;
    const query = new ObservableQuery(client, {
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
});
