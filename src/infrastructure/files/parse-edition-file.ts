import Papa from 'papaparse';
import {
  newTokenIdTally,
  recordsFromJson,
  tokenIdOfFileName,
  unguardFormula,
  unknownFields,
  unknownHeaders,
  valuesFromRecord,
  valuesFromTokenFile,
  type ImportedValues,
  type TokenIdTally,
} from '../../domain/editions/edition-records';
import { MAX_TOKENS_PER_REQUEST } from '../../domain/metadata/collection-metadata';
import type {
  EditionFileFailure,
  EditionFileLineProblem,
  EditionFileRead,
  EditionFileRows,
} from '../../application/ports/edition-files';

const PAPA_CODES: Record<string, EditionFileLineProblem['code']> = {
  MissingQuotes: 'quotes',
  InvalidQuotes: 'quotes',
};

/**
 * The line (1-based) of a place in the file, for places asked in order: counted forward from the last
 * answer, so the whole file is read once. A line ends at \n, \r\n or a lone \r.
 */
class LineCounter {
  private at = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  lineAt(offset: number): number {
    for (; this.at < offset; this.at++) {
      const char = this.text[this.at];
      if (char === '\n' || (char === '\r' && this.text[this.at + 1] !== '\n')) this.line++;
    }
    return this.line;
  }
}

/** Header names made unique as Papa's header mode makes them: a repeated `name` becomes `name_1`, listed as unknown. */
function uniqueHeaders(fields: readonly string[]): string[] {
  const seen = new Set<string>();
  return fields.map((field) => {
    let name = field;
    for (let n = 1; seen.has(name); n++) name = `${field}_${n}`;
    seen.add(name);
    return name;
  });
}

export function isJsonFile(name: string, type: string): boolean {
  return type === 'application/json' || /\.json$/i.test(name);
}

/** Refused before rows are built and posted: the editor holds and checks one request's tokens at most. */
function tooManyRows(rows: number): EditionFileFailure | null {
  return rows > MAX_TOKENS_PER_REQUEST
    ? { ok: false, reason: 'too-many-rows', rows, maxRows: MAX_TOKENS_PER_REQUEST }
    : null;
}

/** Parses a file's text into editor rows (runs in the worker, or in-thread where workers are missing). */
export function parseEditionText(text: string, json: boolean): EditionFileRead {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, reason: 'empty' };
  if (json) {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return { ok: false, reason: 'unreadable' };
    }
    const records = recordsFromJson(data);
    if (!records) return { ok: false, reason: 'not-a-list' };
    const refused = tooManyRows(records.length);
    if (refused) return refused;
    const tally = newTokenIdTally();
    const rows = records.map((record) => valuesFromRecord(record, tally));
    return {
      ok: true,
      format: 'json',
      rows,
      unknownColumns: unknownFields(records, tally.nestedPaths),
      lineProblems: [],
      withoutTokenId: countWithoutTokenId(rows),
      tokenIdFrom: sourcesOf(tally),
    };
  }
  // Row by row, so that each row's problems name the line it starts on: a quoted cell with line breaks, or
  // a skipped blank line, puts the file's lines ahead of a count of rows. The header and blank rows are
  // handled here, not by Papa's header mode, so that every row, skipped ones too, moves the count on.
  const lines = new LineCounter(body);
  let rowStart = 0;
  let headers: string[] | null = null;
  let count = 0;
  const records: Record<string, string>[] = [];
  const lineProblems: EditionFileLineProblem[] = [];
  // The delimiter as Papa's header mode guessed it, from the first rows without the blank ones (a file's
  // last empty line made a two-column `;` or tab sheet look like one column, read as commas).
  const { delimiter } = Papa.parse(body, { preview: 10, skipEmptyLines: 'greedy' }).meta;
  Papa.parse<string[]>(body, {
    delimiter,
    step: ({ data, errors, meta }) => {
      const line = lines.lineAt(rowStart);
      rowStart = meta.cursor;
      // As Papa's greedy skipping: a row of blank cells (an empty line, or `,,,` from Excel) is no row.
      if (data.every((field) => field.trim() === '')) return;
      if (!headers) {
        headers = uniqueHeaders(data);
        return;
      }
      count++;
      // Past the limit the file is refused: its rows are only counted, for the message.
      if (count > MAX_TOKENS_PER_REQUEST) return;
      const record: Record<string, string> = {};
      // The export's formula guard (`'=1+1`) comes off again: export → import gives the rows back.
      data.slice(0, headers.length).forEach((field, i) => (record[headers![i]!] = unguardFormula(field)));
      records.push(record);
      // A single column has no delimiter to detect: that is no problem of the row.
      for (const error of errors)
        if (error.code !== 'UndetectableDelimiter')
          lineProblems.push({ line, code: PAPA_CODES[error.code] ?? 'other' });
      // Extra cells are left out (and said so); missing ones leave their columns out of the row.
      if (data.length > headers.length) lineProblems.push({ line, code: 'too-many-fields' });
      else if (data.length < headers.length) lineProblems.push({ line, code: 'too-few-fields' });
    },
  });
  if (!headers) return { ok: false, reason: 'empty' };
  const refused = tooManyRows(count);
  if (refused) return refused;
  const tally = newTokenIdTally();
  const rows = records.map((record) => valuesFromRecord(record, tally));
  return {
    ok: true,
    format: 'csv',
    rows,
    unknownColumns: unknownHeaders(headers),
    lineProblems,
    withoutTokenId: countWithoutTokenId(rows),
    tokenIdFrom: sourcesOf(tally),
  };
}

/** The sources the ids came from other than top-level columns, most rows first. */
function sourcesOf(tally: TokenIdTally): { source: string; rows: number }[] {
  return [...tally.from].map(([source, rows]) => ({ source, rows })).sort((a, b) => b.rows - a.rows);
}

function countWithoutTokenId(rows: readonly ImportedValues[]): number {
  return rows.reduce((n, row) => ((row.tokenId ?? '').trim() === '' ? n + 1 : n), 0);
}

/**
 * Per-token metadata files (`1.json … N.json`) as one sheet: each file's one object is a row, its
 * token id from its name; rows in token id order whatever order the files came in. A list file among
 * them (`_metadata.json`) is left out when per-token files are there, since it holds the same tokens.
 */
export function parseTokenFiles(files: readonly { name: string; text: string }[]): EditionFileRead {
  const singles: { name: string; record: Record<string, unknown> }[] = [];
  const lists: { name: string; records: Record<string, unknown>[] }[] = [];
  const skipped: NonNullable<EditionFileRows['files']>['skipped'] = [];
  for (const { name, text } of files) {
    let data: unknown;
    try {
      data = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      skipped.push({ name, reason: 'unreadable' });
      continue;
    }
    const records = recordsFromJson(data);
    if (!records) skipped.push({ name, reason: 'unreadable' });
    else if (Array.isArray(data) || records.length !== 1) lists.push({ name, records });
    else singles.push({ name, record: records[0]! });
  }
  const order = (name: string) => Number(tokenIdOfFileName(name) ?? Number.MAX_SAFE_INTEGER);
  singles.sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
  let records: Record<string, unknown>[];
  let rows: ImportedValues[];
  const tally = newTokenIdTally();
  if (singles.length > 0) {
    for (const list of lists) skipped.push({ name: list.name, reason: 'list-beside-tokens' });
    records = singles.map((single) => single.record);
    rows = singles.map(({ name, record }) => valuesFromTokenFile(record, name, tally));
  } else {
    records = lists.flatMap((list) => list.records);
    rows = records.map((record) => valuesFromRecord(record, tally));
  }
  if (rows.length === 0)
    return skipped.length > 0 ? { ok: false, reason: 'unreadable' } : { ok: false, reason: 'empty' };
  const refused = tooManyRows(rows.length);
  if (refused) return refused;
  return {
    ok: true,
    format: 'json',
    rows,
    unknownColumns: unknownFields(records, tally.nestedPaths),
    lineProblems: [],
    withoutTokenId: countWithoutTokenId(rows),
    tokenIdFrom: sourcesOf(tally),
    files: { read: files.length - skipped.length, skipped },
  };
}
