import type { TokenAttribute } from '../metadata/collection-metadata';

/** The editor's columns, in the order they are shown and exported. */
export const EDITION_COLUMNS = ['tokenId', 'name', 'description', 'image', 'attributes'] as const;
export type EditionColumn = (typeof EDITION_COLUMNS)[number];

/**
 * One token as the creator typed it: every cell is text, so bad input stays in its cell to be
 * fixed instead of being dropped. `attributes` uses the cell format of `formatAttributes`.
 */
export type EditionValues = Record<EditionColumn, string>;

export function emptyEditionValues(): EditionValues {
  return { tokenId: '', name: '', description: '', image: '', attributes: '' };
}

/**
 * The grid's attribute cell: `배경: 파랑; 눈: 초록`; `\`, `;`, `:` and `[` inside a name or value
 * are escaped with `\`. A cell that starts with `[` is read as OpenSea JSON instead
 * (`[{"trait_type":"배경","value":"파랑"}]`), as pasted from a metadata file.
 */
export function formatAttributes(attributes: readonly TokenAttribute[]): string {
  return attributes.map((a) => `${escape(a.traitType)}: ${escape(a.value)}`).join('; ');
}

function escape(text: string): string {
  return text.replace(/[\\;:[]/g, (c) => `\\${c}`);
}

/** Reads the attribute cell back; `null` when a part has no `:` (the cell then shows a format error). */
export function parseAttributes(text: string): TokenAttribute[] | null {
  if (text.trimStart().startsWith('[')) return attributesFromJsonText(text);
  const pairs: TokenAttribute[] = [];
  let part = '';
  let traitType: string | null = null;
  // An empty part (a trailing `;`) is skipped; a part without `:` is not an attribute.
  const push = (): boolean => {
    if (traitType === null) return part.trim() === '';
    pairs.push({ traitType: traitType.trim(), value: part.startsWith(' ') ? part.slice(1) : part });
    return true;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      part += text[++i];
    } else if (c === ':' && traitType === null) {
      traitType = part;
      part = '';
    } else if (c === ';') {
      if (!push()) return null;
      traitType = null;
      part = '';
    } else {
      part += c;
    }
  }
  return push() ? pairs : null;
}

/**
 * Where a JSON `attributes` cell breaks, for its message: the 1-based character near which it stops
 * parsing (V8 and Firefox each say it in their own words), or the 1-based item that is not a
 * `{trait_type, value}`. `null` for a cell that is not JSON or reads well.
 */
export function attributesJsonProblem(
  text: string,
): { code: 'attributes-json'; at: number | null; item: number | null } | null {
  if (!text.trimStart().startsWith('[')) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (caught) {
    const message = caught instanceof Error ? caught.message : '';
    const position = /position (\d+)/.exec(message);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    let at: number | null = position ? Number(position[1]) + 1 : null;
    if (at === null && lineColumn) {
      const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
      at = lines.reduce((n, line) => n + line.length + 1, 0) + Number(lineColumn[2]);
    }
    // "Unexpected end of JSON input": it breaks at its end.
    if (at === null && /end/i.test(message)) at = text.length;
    return { code: 'attributes-json', at: at === null ? null : Math.min(at, text.length), item: null };
  }
  if (!Array.isArray(data)) return { code: 'attributes-json', at: null, item: null };
  const bad = data.findIndex((item) => attributesFromJson([item]) === null);
  return bad < 0 ? null : { code: 'attributes-json', at: null, item: bad + 1 };
}

function attributesFromJsonText(text: string): TokenAttribute[] | null {
  try {
    return attributesFromJson(JSON.parse(text));
  } catch {
    return null;
  }
}

/** OpenSea `attributes` (`trait_type`, `value`; `traitType` too). Numbers and booleans become text. */
export function attributesFromJson(value: unknown): TokenAttribute[] | null {
  if (!Array.isArray(value)) return null;
  const attributes: TokenAttribute[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null;
    const record = item as Record<string, unknown>;
    const traitType = record.trait_type ?? record.traitType;
    const traitValue = record.value;
    if (typeof traitType !== 'string') return null;
    if (!['string', 'number', 'boolean'].includes(typeof traitValue)) return null;
    attributes.push({ traitType, value: String(traitValue) });
  }
  return attributes;
}

/** OpenSea `attributes` for a metadata file. */
export function attributesToJson(attributes: readonly TokenAttribute[]): { trait_type: string; value: string }[] {
  return attributes.map((a) => ({ trait_type: a.traitType, value: a.value }));
}
