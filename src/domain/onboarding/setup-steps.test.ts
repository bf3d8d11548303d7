import { describe, expect, it } from 'vitest';
import { sampleLaunchpad, sampleUserInfo } from '../../../tests/fakes/sample-data';
import { isNewcomer, setupSteps, showsChecklist, type SetupFacts } from './setup-steps';

const none = { items: [], total: 0 };
const newcomer: SetupFacts = {
  user: sampleUserInfo({ phoneNumber: null }),
  registered: false,
  connected: false,
  creatorCount: 0,
  launchpads: none,
};

describe('setup steps', () => {
  it('lists 휴대폰, 지갑, 크리에이터 and the first launchpad in order, each with where it is done', () => {
    expect(setupSteps(newcomer)).toEqual([
      { key: 'phone', state: 'todo', to: '/me/info' },
      { key: 'wallet', state: 'todo', to: '/me/wallet' },
      { key: 'creator', state: 'todo', to: '/me/creators' },
      { key: 'launchpad', state: 'todo', to: null },
    ]);
  });

  it('says a connected wallet still needs its signature, and a registered one is done whether connected or not', () => {
    const wallet = (facts: Partial<SetupFacts>) => setupSteps({ ...newcomer, ...facts })[1]?.state;
    expect(wallet({ connected: true })).toBe('connected-only');
    expect(wallet({ registered: true })).toBe('done');
    expect(wallet({ registered: true, connected: true })).toBe('done');
  });

  it('is shown to a newcomer with something left, until dismissed; never above a creator’s launchpads', () => {
    const steps = setupSteps({ ...newcomer, user: sampleUserInfo({ phoneNumber: '01012345678' }), creatorCount: 1 });
    expect(showsChecklist(steps, none, false)).toBe(true);
    expect(showsChecklist(steps, none, true)).toBe(false);
    const one = { items: [sampleLaunchpad()], total: 1 };
    expect(isNewcomer(one)).toBe(false);
    expect(showsChecklist(setupSteps({ ...newcomer, launchpads: one }), one, false)).toBe(false);
    const allDone = setupSteps({
      ...newcomer,
      user: sampleUserInfo({ phoneNumber: '01012345678' }),
      registered: true,
      creatorCount: 1,
    }).map((s) => (s.key === 'launchpad' ? { ...s, state: 'done' as const } : s));
    expect(showsChecklist(allDone, none, false)).toBe(false);
  });
});
