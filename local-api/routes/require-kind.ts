import type { CollectionType, Launchpad } from '../../src/domain/launchpad/launchpad';
import { badRequest } from '../http/errors';
import { messages } from '../http/messages';

const kindName: Record<CollectionType, string> = { SINGLE: '싱글 에디션', MULTI: '멀티 에디션' };

/** 400 at launchpadId when the launchpad is of the other edition kind. */
export function requireKind(launchpad: Launchpad, kind: CollectionType): void {
  if (launchpad.collectionType !== kind) {
    throw badRequest(messages.launchpad.wrongKind(kindName[kind]), 'launchpadId');
  }
}
