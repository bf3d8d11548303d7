import Papa from 'papaparse';
import { recordsFromJson, unknownHeaders, valuesFromRecord } from '../../domain/editions/edition-records';
import { MAX_TOKENS_PER_REQUEST } from '../../domain/metadata/collection-metadata';
import type { EditionFileFailure, EditionFileLineProblem, EditionFileRead } from '../../application/ports/edition-files';

const PAPA_CODES: Record<string, EditionFileLineProblem['code']> = {
  MissingQuotes: 'quotes',
  InvalidQuotes: 'quotes',
  TooFewFields: 'too-few-fields',
  TooManyFields: 'too-many-fields',
};

/**
 * The line of the file a row starts on (1-based), for rows asked in order: counted forward from the last
 * answer, so the whole file is read once. A line ends at \n, \r\n or a lone \r.
 */
class LineCounter {
  private at = 0;
  private line = 1;

  constructor(private readonly text: string) {}

  /** The line of the first row that starts at or after `offset`: blank lines (skipped as rows) are passed over. */
  lineOfRowAfter(offset: number): number {
    let start = offset;
    while (start < this.text.length && /\s/.test(this.text[start]!)) start++;
    // Back to the start of the line with the row's first character: leading spaces are part of its first cell.
    while (start > offset && this.text[start - 1] !== '\n' && this.text[start - 1] !== '\r') start--;
    for (; this.at < start; this.at++) {
      const char = this.text[this.at];
      if (char === '\n' || (char === '\r' && this.text[this.at + 1] !== '\n')) this.line++;
    }
    return this.line;
  }
}

export function isJsonFile(name: string, type: string): boolean {
  return type === 'application/json' || /\.json$/i.test(name);
}

/** Refused before rows are built and posted: the editor holds and checks one request's tokens at most. */
function tooManyRows(rows: number): EditionFileFailure | null {
  return rows > MAX_TOKENS_PER_REQUEST ? { ok: false, reason: 'too-many-rows', rows, maxRows: MAX_TOKENS_PER_REQUEST } : null;
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
    const headers = new Set(records.flatMap((record) => Object.keys(record)));
    return { ok: true, format: 'json', rows: records.map(valuesFromRecord), unknownColumns: unknownHeaders(headers), lineProblems: [] };
  }
  // Row by row, so that each row's problems name the line it starts on: a quoted cell with line breaks, or a
  // blank line, puts the file's lines ahead of Papa's row count.
  const lines = new LineCounter(body);
  let rowEnd = Papa.parse(body, { preview: 1, skipEmptyLines: 'greedy' }).meta.cursor;
  let headers: string[] = [];
  let count = 0;
  const records: Record<string, string>[] = [];
  const lineProblems: EditionFileLineProblem[] = [];
  Papa.parse<Record<string, string>>(body, {
    header: true,
    skipEmptyLines: 'greedy',
    step: ({ data, errors, meta }) => {
      headers = meta.fields ?? headers;
      const line = lines.lineOfRowAfter(rowEnd);
      rowEnd = meta.cursor;
      count++;
      // Past the limit the file is refused: its rows are only counted, for the message.
      if (count > MAX_TOKENS_PER_REQUEST) return;
      records.push(data);
      for (const error of errors) lineProblems.push({ line, code: PAPA_CODES[error.code] ?? 'other' });
    },
  });
  if (headers.length === 0) return { ok: false, reason: 'empty' };
  const refused = tooManyRows(count);
  if (refused) return refused;
  // A row with more fields than headers keeps its extras under `__parsed_extra`: listed as a line problem above.
  const rows = records.map(({ __parsed_extra: _extra, ...record }) => valuesFromRecord(record));
  return { ok: true, format: 'csv', rows, unknownColumns: unknownHeaders(headers), lineProblems };
}
