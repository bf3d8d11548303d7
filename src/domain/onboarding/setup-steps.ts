import type { Creator } from '../creator/creator';
import type { Launchpad, LaunchpadList } from '../launchpad/launchpad';
import type { UserInfo } from '../user/user-info';

export type SetupStepKey = 'phone' | 'wallet' | 'creator' | 'launchpad' | 'review';

/**
 * Where a step stands: done, still to do, or half way: the wallet connected but not registered by a
 * signature yet (`connected-only`), the creator profile made but not submitted (`draft`), 심사 요청 before
 * a launchpad exists to send (`waiting`).
 */
export type SetupStepState = 'done' | 'todo' | 'connected-only' | 'draft' | 'waiting';

export interface SetupStep {
  key: SetupStepKey;
  state: SetupStepState;
  /** Where it is done; null for the first launchpad (the list's own create dialog) and a step that waits. */
  to: string | null;
}

/** What the steps are decided from, once every read has answered. */
export interface SetupFacts {
  user: UserInfo;
  /** An EOA is registered (a signature was kept by the API). */
  registered: boolean;
  /** A wallet is connected in this browser now. */
  connected: boolean;
  creators: readonly Creator[];
  launchpads: LaunchpadList;
}

/** A creator profile counts once it was submitted (제출됨, or approved since); one only made stays 작성 중. */
const submitted = (creator: Creator) => creator.status === 'SUBMITTED' || creator.status === 'APPROVED';

/** The launchpad the guide leads on with: the newest still 작성 중 (the list is newest first). */
export function launchpadToFinish(launchpads: LaunchpadList): Launchpad | null {
  return launchpads.items.find((launchpad) => launchpad.status === 'DRAFT') ?? null;
}

/** Where a launchpad's work opens: its contract step, whose frame says what review still needs. */
export const launchpadWorkPath = (launchpad: Launchpad): string =>
  `/launchpads/${launchpad.id}/collection-metadata/${launchpad.collectionType === 'SINGLE' ? 'single' : 'multi'}`;

/**
 * A newcomer's way from the first sign-in to the first launch in review, in order: 휴대폰, 지갑 (connected
 * and registered), 크리에이터 (submitted), a launchpad, then 심사 요청 of it.
 */
export function setupSteps(facts: SetupFacts): SetupStep[] {
  const done = (yes: boolean): SetupStepState => (yes ? 'done' : 'todo');
  const profile = facts.creators.find(submitted) ?? facts.creators[0];
  const toFinish = launchpadToFinish(facts.launchpads);
  return [
    { key: 'phone', state: done(Boolean(facts.user.phoneNumber)), to: '/me/info' },
    { key: 'wallet', state: facts.registered ? 'done' : facts.connected ? 'connected-only' : 'todo', to: '/me/wallet' },
    {
      key: 'creator',
      state: !profile ? 'todo' : submitted(profile) ? 'done' : 'draft',
      to: profile && !submitted(profile) ? `/me/creators/${profile.id}` : '/me/creators',
    },
    { key: 'launchpad', state: done(facts.launchpads.total > 0), to: null },
    {
      key: 'review',
      state: inReviewOrLater(facts.launchpads) ? 'done' : toFinish ? 'todo' : 'waiting',
      to: toFinish && launchpadWorkPath(toFinish),
    },
  ];
}

/** Some launch of the creator's is 심사 중 or further on (승인됨, 판매 중, 종료). */
const inReviewOrLater = (launchpads: LaunchpadList): boolean =>
  launchpads.items.some((launchpad) => launchpad.status !== 'DRAFT');

/**
 * The checklist is the creator's guide until their first launch is in review, whatever else exists (a
 * launchpad, a wallet, a profile): only then are its reads asked for, and it is shown (or folded away).
 */
export const isGuiding = (launchpads: LaunchpadList): boolean => !inReviewOrLater(launchpads);
