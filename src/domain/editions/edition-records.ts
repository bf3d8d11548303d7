import type { TokenAttribute } from '../metadata/collection-metadata';
import {
  attributesFromJson,
  attributesToJson,
  emptyEditionValues,
  formatAttributes,
  parseAttributes,
  type EditionValues,
} from './edition-values';
import { parseTokenId } from './check-edition';
import { normalHeader, resolveTokenId, tokenIdRank, TOKEN_ID_HEADERS, type TokenIdCandidate } from './token-id-sources';

export { TOKEN_ID_HEADERS };

/**
 * Where the token ids of a file came from, when not from a top-level column: each source (a path one
 * level down, the image link's file name, a per-token file's name) and how many rows; and the paths one
 * level down read as ids (not listed as fields left out).
 */
export interface TokenIdTally {
  from: Map<string, number>;
  nestedPaths: Set<string>;
}

export const newTokenIdTally = (): TokenIdTally => ({ from: new Map(), nestedPaths: new Set() });

/**
 * The spreadsheet and metadata-file shapes of the editor's rows. Import reads OpenSea names
 * (`name`, `description`, `image`, `attributes`) plus a token id column; attributes come from a
 * JSON `attributes` cell or from `trait_type:<name>` (or `trait:<name>`) columns. Export writes
 * `token_id, name, description, image, attributes` (JSON), which imports back to the same rows.
 */
export const EXPORT_HEADERS = ['token_id', 'name', 'description', 'image', 'attributes'] as const;

/**
 * The largest file the editor imports. 10,000 tokens of metadata are about 2-3 MB; a file far past
 * that is not an editions sheet, and reading it whole would freeze the tab instead of refusing it.
 */
export const EDITION_FILE_MAX_BYTES = 20 * 1024 * 1024;

type Field = 'tokenId' | 'name' | 'description' | 'image' | 'attributes';
const FIELD_BY_HEADER: Record<string, Field> = {
  ...Object.fromEntries(TOKEN_ID_HEADERS.map((header) => [header, 'tokenId'])),
  name: 'name',
  description: 'description',
  image: 'image',
  image_url: 'image',
  imageurl: 'image',
  attributes: 'attributes',
};
const TRAIT_HEADER = /^(?:trait_type|trait)\s*:\s*(.+)$/i;

export type ColumnRole = { field: Field } | { trait: string } | null;

/** What a header means; `null` for a column the editor does not know (listed, never silently used). */
export function columnRole(header: string): ColumnRole {
  const trait = TRAIT_HEADER.exec(header.trim());
  if (trait) return { trait: trait[1]!.trim() };
  const field = FIELD_BY_HEADER[normalHeader(header)];
  return field ? { field } : null;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** An `attributes` cell or JSON value: valid attributes in the grid's format, anything else kept as text. */
function attributesCell(value: unknown): { attributes: TokenAttribute[] | null; raw: string } {
  if (Array.isArray(value)) return { attributes: attributesFromJson(value), raw: JSON.stringify(value) };
  const raw = cellText(value);
  return { attributes: parseAttributes(raw), raw };
}

/**
 * A token as a file gave it: only the columns the file had. A column the file lacks is missing, not
 * `''`, so that merging a file of `token_id,image` into named rows changes their images and keeps
 * their names; a row the file adds gets the missing columns empty (`withEmptyColumns`).
 *
 * `traits` is there when the attributes came from `trait_type:<name>` columns alone (no `attributes`
 * column): each such column's name and value (trimmed), `''` where its cell was blank. A merge then changes those
 * traits in a row and keeps the row's others (`mergedValues`); `attributes` holds them for a new row.
 */
export type ImportedValues = Partial<EditionValues> & { traits?: TokenAttribute[] };

/** A file's row as a whole row: the columns it lacks empty. */
export function withEmptyColumns({ traits: _traits, ...values }: ImportedValues): EditionValues {
  return { ...emptyEditionValues(), ...values };
}

/** A trait's name as matched between a file and a row: case, and runs of spaces, aside. */
const traitName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * What a file's row changes in a row of the table when merged: the file's columns, and, from trait
 * columns, only those traits, matched by name whatever its case (a blank cell removes the trait; a
 * trait the row lacks is added at the end). A row whose attributes cell cannot be read takes the
 * file's attributes as they are.
 */
export function mergedValues(current: EditionValues, { traits, ...values }: ImportedValues): Partial<EditionValues> {
  const attributes = traits ? parseAttributes(current.attributes) : null;
  if (!traits || attributes === null) return values;
  // A name the file repeats (`trait_type:Eyes` and `trait_type:eyes`) is one trait: its first column counts.
  const fromFile = new Map<string, string>();
  for (const { traitType, value } of traits) {
    const name = traitName(traitType);
    if (!fromFile.has(name)) fromFile.set(name, value);
  }
  const kept = attributes
    .map((attribute) => {
      const value = fromFile.get(traitName(attribute.traitType));
      return value === undefined ? attribute : { ...attribute, value };
    })
    .filter((attribute) => attribute.value !== '');
  const present = new Set(attributes.map((attribute) => traitName(attribute.traitType)));
  const added: TokenAttribute[] = [];
  for (const trait of traits) {
    const name = traitName(trait.traitType);
    const value = fromFile.get(name)!;
    if (present.has(name) || value === '') continue;
    present.add(name);
    added.push({ traitType: trait.traitType, value });
  }
  return { ...values, attributes: formatAttributes([...kept, ...added]) };
}

/**
 * One record (a CSV row under its headers, or a JSON object) as the editor's values. `attributes` is
 * there when the record has an `attributes` key or any `trait_type:<name>` column: those columns make
 * up the attributes, so an empty trait cell is still the file saying "no such trait".
 */
export function valuesFromRecord(record: Readonly<Record<string, unknown>>, tally?: TokenIdTally): ImportedValues {
  return valuesWithTokenId(record, null, tally);
}

/** One per-token metadata file's record (`17.json`): its name, when it is a number, is one source of its token id. */
export function valuesFromTokenFile(
  record: Readonly<Record<string, unknown>>,
  fileName: string,
  tally?: TokenIdTally,
): ImportedValues {
  return valuesWithTokenId(record, tokenIdOfFileName(fileName), tally);
}

function valuesWithTokenId(
  record: Readonly<Record<string, unknown>>,
  fileTokenId: string | null,
  tally: TokenIdTally | undefined,
): ImportedValues {
  const values: ImportedValues = {};
  let topLevel: (TokenIdCandidate & { rank: number }) | null = null;
  let hasAttributesColumn = false;
  let attributes: TokenAttribute[] | null = [];
  let rawAttributes = '';
  const traits: TokenAttribute[] = [];
  for (const [header, value] of Object.entries(record)) {
    const role = columnRole(header);
    if (!role) continue;
    if ('trait' in role) {
      // Trimmed: a cell of only spaces is blank, the file saying "no such trait".
      traits.push({ traitType: role.trait, value: cellText(value).trim() });
    } else if (role.field === 'attributes') {
      hasAttributesColumn = true;
      const cell = attributesCell(value);
      attributes = cell.attributes;
      rawAttributes = cell.raw;
    } else if (role.field === 'tokenId') {
      // A record with both `id` and `edition` (or a blank `token_id`) takes the first column, in order, that has a value.
      const rank = tokenIdRank(header);
      const text = cellText(value);
      const better = text.trim() !== '' && (!topLevel || topLevel.value.trim() === '' || rank < topLevel.rank);
      if (better || !topLevel) topLevel = { source: header, value: text, rank };
    } else {
      values[role.field] = cellText(value);
    }
  }
  const id = resolveTokenId(topLevel, record, fileTokenId, values.image);
  if (id.tokenId !== undefined) values.tokenId = id.tokenId;
  if (tally && id.from !== null) tally.from.set(id.from, (tally.from.get(id.from) ?? 0) + 1);
  if (tally && id.nestedPath !== null) tally.nestedPaths.add(id.nestedPath);
  const traitList = traits.filter((trait) => trait.value !== '');
  // A cell that could not be read stays as typed, so the grid shows it with its error.
  if (hasAttributesColumn)
    values.attributes = attributes === null ? rawAttributes : formatAttributes([...attributes, ...traitList]);
  else if (traits.length > 0) {
    values.attributes = formatAttributes(traitList);
    values.traits = traits;
  }
  return values;
}

/** The token id a per-token metadata file's name gives (`17.json` → `17`), or null. */
export function tokenIdOfFileName(name: string): string | null {
  const match = /^(\d+)(?:\.json)?$/i.exec(name.split(/[\\/]/).pop() ?? '');
  return match ? String(Number(match[1])) : null;
}

/** The headers of a file that no column role matches. */
export function unknownHeaders(headers: Iterable<string>): string[] {
  return [...headers].filter((h) => h.trim() !== '' && columnRole(h) === null);
}

/**
 * The fields of JSON records that are not imported, each once: the unknown top-level ones, and of an
 * object among them (`custom_fields`, `properties`) the fields inside it (`custom_fields.dna`), but the
 * one read as the token id.
 */
export function unknownFields(
  records: readonly Readonly<Record<string, unknown>>[],
  idPaths: ReadonlySet<string>,
): string[] {
  const fields = new Set<string>();
  for (const record of records)
    for (const [key, value] of Object.entries(record)) {
      if (key.trim() === '' || columnRole(key) !== null) continue;
      const inner = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : null;
      if (!inner || inner.length === 0) fields.add(key);
      else for (const name of inner) if (!idPaths.has(`${key}.${name}`)) fields.add(`${key}.${name}`);
    }
  return [...fields];
}

/**
 * A cell a spreadsheet would run as a formula (OWASP, CSV injection): it begins with `=`, `+`, `-`,
 * `@`, a tab or a carriage return. Apostrophes before such a start are counted in, so that a cell
 * already beginning `'=` gains one more on export and loses it again on import: the round trip is lossless.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A CSV cell as exported: a leading `'` makes Excel, Numbers and Google Sheets show it as text. */
export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A CSV cell as imported: the export's guard taken off again (`'=1+1` → `=1+1`). */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A CSV record of the export, every cell guarded against running as a formula. */
export function csvRecordFromValues(values: EditionValues): Record<(typeof EXPORT_HEADERS)[number], string> {
  const attributes = parseAttributes(values.attributes);
  return {
    token_id: guardFormula(values.tokenId),
    name: guardFormula(values.name),
    description: guardFormula(values.description),
    image: guardFormula(values.image),
    attributes: guardFormula(
      attributes === null ? values.attributes : attributes.length ? JSON.stringify(attributesToJson(attributes)) : '',
    ),
  };
}

/** A JSON object of the export: OpenSea names, a numeric token id where it is one. */
export function jsonRecordFromValues(values: EditionValues): Record<string, unknown> {
  const attributes = parseAttributes(values.attributes);
  const tokenId = parseTokenId(values.tokenId);
  return {
    token_id: tokenId !== null && String(tokenId) === values.tokenId ? tokenId : values.tokenId,
    name: values.name,
    description: values.description,
    image: values.image,
    attributes: attributes === null ? values.attributes : attributesToJson(attributes),
  };
}

/**
 * The records of a JSON metadata file: an array (HashLips' `_metadata.json`, OpenSea and thirdweb
 * exports), `{ tokens: [...] }`, or one token's object (a per-token `17.json`, with at least one column the
 * editor knows); `null` for any other shape.
 */
export function recordsFromJson(data: unknown): Record<string, unknown>[] | null {
  const isObject = typeof data === 'object' && data !== null && !Array.isArray(data);
  const list = Array.isArray(data)
    ? data
    : isObject && Array.isArray((data as { tokens?: unknown }).tokens)
      ? (data as { tokens: unknown[] }).tokens
      : isObject && Object.keys(data).some((key) => columnRole(key) !== null)
        ? [data]
        : null;
  if (!list || !list.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) return null;
  return list as Record<string, unknown>[];
}
