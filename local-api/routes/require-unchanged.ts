import type { Precondition } from '../data/precondition';
import { isStaleBase } from '../../src/domain/versioning/version-precondition';
import { conflict } from '../http/errors';
import { messages } from '../http/messages';

/** 409 when the record changed since the form loaded it (its `baseUpdatedAt` is not the stored one). */
export const requireUnchanged: Precondition = (baseUpdatedAt, currentUpdatedAt) => {
  if (isStaleBase(baseUpdatedAt, currentUpdatedAt)) throw conflict(messages.conflict.changed, 'baseUpdatedAt');
};
