import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import type { LaunchpadStatus } from '../../domain/launchpad/launchpad';
import { NotFoundError } from '../errors/app-error';
import { launchpadKeys } from '../reads/launchpad-reads';
import { LaunchGuard, launchLockOf, LaunchLockedError } from './launch-lock';

const READ_ONLY = '승인된 뒤에는 런치패드를 수정할 수 없습니다.';
const CONTRACT_FIXED = '심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.';

describe('launchLockOf (the launch lifecycle as the screens read it)', () => {
  it.each<[LaunchpadStatus, string | null, string | null, boolean]>([
    ['DRAFT', null, null, false],
    ['IN_REVIEW', CONTRACT_FIXED, null, true],
    ['APPROVED', READ_ONLY, READ_ONLY, false],
    ['LIVE', READ_ONLY, READ_ONLY, false],
    ['ENDED', READ_ONLY, READ_ONLY, false],
  ])(
    'given %s, then the contract: %s; the content: %s; a content change goes back to 심사: %s',
    (status, contract, content, back) => {
      const lock = launchLockOf(status);
      expect([lock.whyNot('contract'), lock.whyNot('content')]).toEqual([contract, content]);
      expect([lock.canChange('contract'), lock.canChange('content')]).toEqual([contract === null, content === null]);
      expect([lock.backToReview('content'), lock.backToReview('contract')]).toEqual([back, false]);
    },
  );
});

describe('LaunchGuard', () => {
  const makeSut = () => {
    const server = new FakeCreatorsServer();
    const cache = new InMemoryReadCache();
    return { server, cache, guard: new LaunchGuard(cache, new FakeLaunchpadsApi(server)) };
  };

  it('given the launchpad the page shows (cached), then it answers from it without a call', async () => {
    const { server, cache, guard } = makeSut();
    cache.setQueryData(launchpadKeys.detail(1), { ...server.launchpad(1), status: 'DRAFT' });
    await expect(guard.require(1, 'contract')).resolves.toBeUndefined();
    expect(server.callsOf('getLaunchpad')).toHaveLength(0);
  });

  it('given nothing read yet, then it reads the launchpad once and keeps it for the pages', async () => {
    const { server, cache, guard } = makeSut();
    await expect(guard.require(3, 'content')).resolves.toBeUndefined();
    await expect(guard.require(3, 'contract')).rejects.toEqual(new LaunchLockedError(CONTRACT_FIXED));
    expect(server.callsOf('getLaunchpad')).toEqual([[3]]);
    expect(cache.getQueryData(launchpadKeys.detail(3))).toMatchObject({ status: 'IN_REVIEW' });
  });

  it('given a launch from 승인됨 on, then it refuses as the API does: a ValidationError with the 403 and its sentence', async () => {
    const refusal = await makeSut()
      .guard.require(1, 'content')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LaunchLockedError);
    expect(refusal).toMatchObject({ kind: 'validation', status: 403, userMessage: READ_ONLY, field: undefined });
  });

  it('given an unknown launchpad, then it rejects as the read does', async () => {
    await expect(makeSut().guard.require(999, 'content')).rejects.toBeInstanceOf(NotFoundError);
  });
});
