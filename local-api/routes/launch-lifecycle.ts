import { partChange, type LaunchPart } from '../../src/domain/launchpad/launch-lifecycle';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { forbidden } from '../http/errors';

/**
 * The local API's one reading of the launch lifecycle (the app's is `application/launchpads/launch-lock.ts`):
 * 403 with the domain's reason when the launchpad's state does not let `part` change.
 */
export function requireChangeable(launchpad: Launchpad, part: LaunchPart): void {
  const change = partChange(launchpad.status, part);
  if (!change.allowed) throw forbidden(change.reason);
}
