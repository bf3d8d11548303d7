import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../../tests/fakes/fake-creators-server';
import { FakeErrorReporter } from '../../../../tests/fakes/fake-error-reporter';
import { FakeUserApi } from '../../../../tests/fakes/fake-user-api';
import { NetworkError } from '../../../application/errors/app-error';
import { InMemoryReadCache } from '../../../../tests/fakes/in-memory-read-cache';
import { DraftUser } from './draft-user-id';

function setup() {
  const server = new FakeCreatorsServer();
  const reporter = new FakeErrorReporter();
  const user = new DraftUser(new InMemoryReadCache(), new FakeUserApi(server), reporter, 'me');
  return { server, reporter, user };
}

describe('DraftUser', () => {
  it('given the user info, when loaded, then the id is known and a second load asks no more', async () => {
    const { server, user } = setup();
    user.load();
    await expect.poll(() => user.id).toBe('creator');
    user.load();
    expect(server.callsOf('getUserInfo')).toHaveLength(1);
  });

  it('given the user info fails, when loaded, then the failure is reported in the area and kept; loading again retries', async () => {
    const { server, reporter, user } = setup();
    server.failNext(new NetworkError('offline'), 'getUserInfo');
    user.load();
    await expect.poll(() => user.error).toBeInstanceOf(NetworkError);
    expect(reporter.reports).toEqual([
      { error: expect.any(NetworkError), context: { area: 'me', action: 'load-user-for-drafts' } },
    ]);
    user.load();
    expect(user.error).toBeNull();
    await expect.poll(() => user.id).toBe('creator');
  });
});
