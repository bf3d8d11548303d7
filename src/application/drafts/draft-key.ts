/** Whose draft of which record: a draft never shows up for another creator or another record. */
export interface DraftRef {
  userId: string;
  /** The form's name, e.g. `creator`, `single-metadata`, `auction-description`. */
  form: string;
  /** The record being edited (its id), or a fixed word for one-per-user forms such as `phone`. */
  recordId: string | number;
}

export const DRAFT_KEY_PREFIX = 'draft:';

/** `draft:<userId>:<form>:<recordId>`; each part is URI-encoded so a `:` inside cannot collide. */
export function draftKey(ref: DraftRef): string {
  return `${draftKeyPrefixOf(ref.userId)}${encodeURIComponent(ref.form)}:${encodeURIComponent(String(ref.recordId))}`;
}

/** The prefix of every draft of one user. */
export function draftKeyPrefixOf(userId: string): string {
  return `${DRAFT_KEY_PREFIX}${encodeURIComponent(userId)}:`;
}
