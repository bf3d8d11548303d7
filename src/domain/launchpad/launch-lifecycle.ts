import type { LaunchpadStatus } from './launchpad';

/**
 * The launch lifecycle (product decisions): 작성 중 changes everything; under 심사 the contract and
 * chain are fixed while metadata, tokens and the auction description may still change (and go back to
 * 심사); from 승인됨 on the launch is read-only. One rule, read by one place on each side: the app's
 * `application/launchpads/launch-lock.ts` and the local API's `local-api/routes/launch-lifecycle.ts`.
 */
export type LaunchPart = 'contract' | 'content';

/** Why a part cannot change: the API's 403 sentence, which the app's save use cases say too. */
export const launchLockMessages = {
  contractFixed: '심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.',
  readOnly: '승인된 뒤에는 런치패드를 수정할 수 없습니다.',
} as const;

export type PartChange =
  /** `backToReview`: the change sends a launch under 심사 back to it (the screens warn first). */
  { allowed: true; backToReview: boolean } | { allowed: false; reason: string };

/** Whether `part` of a launch in `status` may change, and what that means. */
export function partChange(status: LaunchpadStatus, part: LaunchPart): PartChange {
  if (status === 'DRAFT') return { allowed: true, backToReview: false };
  if (status === 'IN_REVIEW') {
    return part === 'content'
      ? { allowed: true, backToReview: true }
      : { allowed: false, reason: launchLockMessages.contractFixed };
  }
  return { allowed: false, reason: launchLockMessages.readOnly };
}
