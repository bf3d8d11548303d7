import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { notFound } from '../http/errors';
import { messages } from '../http/messages';
import type { Services } from '../services';

/** The creator's own launchpad; 404 for an unknown id and for another user's, alike. */
export function ownedLaunchpad(services: Pick<Services, 'launchpads'>, userId: string, id: number): Launchpad {
  const launchpad = services.launchpads.findOwned(userId, id);
  if (!launchpad) throw notFound(messages.notFound.launchpad);
  return launchpad;
}
