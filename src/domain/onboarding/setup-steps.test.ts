import { describe, expect, it } from 'vitest';
import { sampleCreator, sampleLaunchpad, sampleUserInfo } from '../../../tests/fakes/sample-data';
import { isGuiding, setupSteps, type SetupFacts } from './setup-steps';

const none = { items: [], total: 0 };
const newcomer: SetupFacts = {
  user: sampleUserInfo({ phoneNumber: null }),
  registered: false,
  connected: false,
  creators: [],
  launchpads: none,
};
const draft = sampleLaunchpad({ id: 7, status: 'DRAFT', collectionType: 'MULTI' });
const stateOf = (facts: Partial<SetupFacts>, key: string) =>
  setupSteps({ ...newcomer, ...facts }).find((step) => step.key === key);

describe('setup steps', () => {
  it('lists 휴대폰, 지갑, 크리에이터, the first launchpad and its 심사 요청 in order, each with where it is done', () => {
    expect(setupSteps(newcomer)).toEqual([
      { key: 'phone', state: 'todo', to: '/me/info' },
      { key: 'wallet', state: 'todo', to: '/me/wallet' },
      { key: 'creator', state: 'todo', to: '/me/creators' },
      { key: 'launchpad', state: 'todo', to: null },
      { key: 'review', state: 'waiting', to: null },
    ]);
  });

  it('says a connected wallet still needs its signature, and a registered one is done whether connected or not', () => {
    expect(stateOf({ connected: true }, 'wallet')?.state).toBe('connected-only');
    expect(stateOf({ registered: true }, 'wallet')?.state).toBe('done');
    expect(stateOf({ registered: true, connected: true }, 'wallet')?.state).toBe('done');
  });

  it('counts the creator profile once submitted (제출됨), not when it only exists; a made one leads to its page to submit', () => {
    const made = sampleCreator({ id: 3, status: 'DRAFT', submittedAt: null });
    expect(stateOf({ creators: [made] }, 'creator')).toEqual({ key: 'creator', state: 'draft', to: '/me/creators/3' });
    expect(stateOf({ creators: [sampleCreator({ id: 4, status: 'REJECTED' })] }, 'creator')?.state).toBe('draft');
    expect(stateOf({ creators: [made, sampleCreator({ id: 5, status: 'SUBMITTED' })] }, 'creator')).toEqual({
      key: 'creator',
      state: 'done',
      to: '/me/creators',
    });
    expect(stateOf({ creators: [sampleCreator({ status: 'APPROVED' })] }, 'creator')?.state).toBe('done');
  });

  it('leads 심사 요청 to the newest launchpad still 작성 중, at its work', () => {
    const older = sampleLaunchpad({ id: 2, status: 'DRAFT' });
    const launchpads = { items: [draft, older], total: 2 };
    expect(stateOf({ launchpads }, 'launchpad')?.state).toBe('done');
    expect(stateOf({ launchpads }, 'review')).toEqual({
      key: 'review',
      state: 'todo',
      to: '/launchpads/7/collection-metadata/multi',
    });
  });

  it('guides until the first launch is in review, whatever else exists; not once one is 심사 중 or further on', () => {
    expect(isGuiding(none)).toBe(true);
    expect(isGuiding({ items: [draft], total: 1 })).toBe(true);
    for (const status of ['IN_REVIEW', 'APPROVED', 'LIVE', 'ENDED'] as const) {
      expect(isGuiding({ items: [draft, sampleLaunchpad({ status })], total: 2 })).toBe(false);
    }
  });
});
