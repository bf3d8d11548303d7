import type { LaunchpadList } from '../launchpad/launchpad';
import type { UserInfo } from '../user/user-info';

export type SetupStepKey = 'phone' | 'wallet' | 'creator' | 'launchpad';

/** Where a step stands: done, still to do, or (the wallet) connected but not registered by a signature yet. */
export type SetupStepState = 'done' | 'todo' | 'connected-only';

export interface SetupStep {
  key: SetupStepKey;
  state: SetupStepState;
  /** Where it is done; null for the first launchpad (the list's own create dialog). */
  to: string | null;
}

/** What the steps are decided from, once every read has answered. */
export interface SetupFacts {
  user: UserInfo;
  /** An EOA is registered (a signature was kept by the API). */
  registered: boolean;
  /** A wallet is connected in this browser now. */
  connected: boolean;
  creatorCount: number;
  launchpads: LaunchpadList;
}

/**
 * A newcomer's way from the first sign-in to the first launchpad, in order: 휴대폰, 지갑 (connected
 * and registered), 크리에이터, then a launchpad.
 */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  const done = (yes: boolean): SetupStepState => (yes ? 'done' : 'todo');
  return [
    { key: 'phone', state: done(Boolean(facts.user.phoneNumber)), to: '/me/info' },
    { key: 'wallet', state: facts.registered ? 'done' : facts.connected ? 'connected-only' : 'todo', to: '/me/wallet' },
    { key: 'creator', state: done(facts.creatorCount > 0), to: '/me/creators' },
    { key: 'launchpad', state: done(facts.launchpads.total > 0), to: null },
  ];
}

/** A creator with no launchpad yet: only then is the checklist asked for (its reads cost calls). */
export const isNewcomer = (launchpads: LaunchpadList): boolean => launchpads.total === 0;

/** Shown to a newcomer until every step is done or it was dismissed: a creator who launches does not need it. */
export function showsChecklist(steps: readonly SetupStep[], launchpads: LaunchpadList, dismissed: boolean): boolean {
  return isNewcomer(launchpads) && !dismissed && steps.some((step) => step.state !== 'done');
}
