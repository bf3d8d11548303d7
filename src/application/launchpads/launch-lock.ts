import { inject, injectable } from 'inversify';
import { partChange, type LaunchPart } from '../../domain/launchpad/launch-lifecycle';
import type { LaunchpadStatus } from '../../domain/launchpad/launchpad';
import { ValidationError } from '../errors/app-error';
import { LaunchpadsApi } from '../ports/launchpads-api';
import { ReadCache } from '../ports/read-cache';
import { launchpadQuery } from '../reads/launchpad-reads';

export type { LaunchPart };

/** What may change in a launch of one state: the screens' reading of the launch lifecycle. */
export interface LaunchLock {
  readonly status: LaunchpadStatus;
  canChange(part: LaunchPart): boolean;
  /** Why `part` cannot change (the API's 403 sentence), or null when it can. */
  whyNot(part: LaunchPart): string | null;
  /** A change of `part` sends the launch back to 심사: the screen warns first. */
  backToReview(part: LaunchPart): boolean;
}

/**
 * The app's one reading of the launch lifecycle (`domain/launchpad/launch-lifecycle.ts`): the workspace
 * frame asks it for its step, and LaunchGuard for every save use case.
 */
export function launchLockOf(status: LaunchpadStatus): LaunchLock {
  const change = (part: LaunchPart) => partChange(status, part);
  return {
    status,
    canChange: (part) => change(part).allowed,
    whyNot: (part) => {
      const answer = change(part);
      return answer.allowed ? null : answer.reason;
    },
    backToReview: (part) => {
      const answer = change(part);
      return answer.allowed && answer.backToReview;
    },
  };
}

/** The refusal of a save the launch lifecycle does not allow: the API's 403, said before any call. */
export class LaunchLockedError extends ValidationError {
  constructor(reason: string) {
    super(reason, undefined, { status: 403 });
  }
}

/**
 * The guard every save use case of a launch asks before it sends anything (contract, deploy, metadata,
 * tokens, auction description, the launchpad's name): the launchpad's state as the pages show it (the
 * cached read; read once when nothing has read it yet). A disabled button is not the guard; this is,
 * and the API holds the same rule.
 */
@injectable()
export class LaunchGuard {
  constructor(
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(LaunchpadsApi) private readonly api: LaunchpadsApi,
  ) {}

  /** Resolves when `part` may change; rejects with LaunchLockedError (or as the launchpad's read does). */
  async require(launchpadId: number, part: LaunchPart): Promise<void> {
    const launchpad = await this.cache.fetch(launchpadQuery(this.api, launchpadId));
    const reason = launchLockOf(launchpad.status).whyNot(part);
    if (reason !== null) throw new LaunchLockedError(reason);
  }
}
