import { canChangeLaunch, type LaunchPart } from '../../src/domain/launchpad/launch-lifecycle';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { forbidden } from '../http/errors';
import { messages } from '../http/messages';

/** 403 with the reason when the launchpad's state does not let `part` change (the screens say so first). */
export function requireChangeable(launchpad: Launchpad, part: LaunchPart): void {
  if (canChangeLaunch(launchpad.status, part)) return;
  throw forbidden(launchpad.status === 'IN_REVIEW' ? messages.lifecycle.contractFixed : messages.lifecycle.readOnly);
}
