/** Whose draft of which record: a draft never shows up for another creator or another record. */
export interface DraftRef {
  userId: string;
  /** The form's name, e.g. `creator`, `single-metadata`, `auction-description`. */
  form: string;
  /** The record being edited (its id), or a fixed word for one-per-user forms such as `phone`. */
  recordId: string | number;
}

export const DRAFT_KEY_PREFIX = 'draft:';

/**
 * `draft:<userId>:<form>:<recordId>` (one per browser, as a pending deploy), or with `:<tabId>` after it
 * (the text one tab typed: two tabs never share a key). Each part is URI-encoded so a `:` inside cannot
 * collide.
 */
export function draftKey(ref: DraftRef, tabId?: string): string {
  const record = `${draftKeyPrefixOf(ref.userId)}${encodeURIComponent(ref.form)}:${encodeURIComponent(String(ref.recordId))}`;
  return tabId === undefined ? record : `${record}:${encodeURIComponent(tabId)}`;
}

/** The prefix of every draft of one user. */
export function draftKeyPrefixOf(userId: string): string {
  return `${DRAFT_KEY_PREFIX}${encodeURIComponent(userId)}:`;
}

/** The tab a key of this record belongs to (its last part); null for the record's own key or another record's. */
export function tabOfKey(ref: DraftRef, key: string): string | null {
  const prefix = `${draftKey(ref)}:`;
  return key.startsWith(prefix) ? decodeURIComponent(key.slice(prefix.length)) : null;
}
