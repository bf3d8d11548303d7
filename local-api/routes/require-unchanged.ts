import type { Precondition } from '../data/precondition';
import { conflict } from '../http/errors';
import { messages } from '../http/messages';

/** 409 when the record changed since the form loaded it (its `baseUpdatedAt` is not the stored one). */
export const requireUnchanged: Precondition = (baseUpdatedAt, currentUpdatedAt) => {
  if (baseUpdatedAt === undefined) return;
  if (
    baseUpdatedAt === null
      ? currentUpdatedAt !== null
      : currentUpdatedAt === null || Date.parse(baseUpdatedAt) !== Date.parse(currentUpdatedAt)
  ) {
    throw conflict(messages.conflict.changed, 'baseUpdatedAt');
  }
};
