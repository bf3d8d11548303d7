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
  const parsed = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: 'greedy' });
  const headers = parsed.meta.fields ?? [];
  if (headers.length === 0) return { ok: false, reason: 'empty' };
  const refused = tooManyRows(parsed.data.length);
  if (refused) return refused;
  const lineProblems = parsed.errors.map((error) => ({
    // Papa counts data rows from 0; the header is line 1.
    line: (error.row ?? 0) + 2,
    code: PAPA_CODES[error.code] ?? 'other',
  }));
  // A row with more fields than headers keeps its extras under `__parsed_extra`: listed as a line problem above.
  const rows = parsed.data.map(({ __parsed_extra: _extra, ...record }) => valuesFromRecord(record));
  return { ok: true, format: 'csv', rows, unknownColumns: unknownHeaders(headers), lineProblems };
}
