/**
 * A server error's field path, as the creators API names a refused value: `name`, `items.2.name`,
 * `tokens.17.attributes`. One parser for every form, so a list item's error lands on that item.
 */
export interface FieldPath {
  /** The top-level field (`items`, `tokens`, `name`). */
  head: string;
  /** The position in a list field, when the path names one. */
  index: number | null;
  /** The item's own field (`name` of `items.2.name`), when the path names one. */
  field: string | null;
}

export function parseFieldPath(path: string | undefined): FieldPath | null {
  if (!path) return null;
  const match = /^([A-Za-z_$][\w$]*)(?:\.(\d+))?(?:\.([A-Za-z_$][\w$]*))?/.exec(path);
  if (!match) return null;
  return { head: match[1]!, index: match[2] === undefined ? null : Number(match[2]), field: match[3] ?? null };
}

/** The item of list `head` that `path` names: its position and its field (null when the path names the item as a whole). */
export function listItemOf(path: string | undefined, head: string): { index: number; field: string | null } | null {
  const parsed = parseFieldPath(path);
  if (!parsed || parsed.head !== head || parsed.index === null) return null;
  return { index: parsed.index, field: parsed.field };
}
