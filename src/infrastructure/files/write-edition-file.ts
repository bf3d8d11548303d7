import Papa from 'papaparse';
import type { EditionFileFormat } from '../../application/ports/edition-files';
import { csvRecordFromValues, EXPORT_HEADERS, jsonRecordFromValues } from '../../domain/editions/edition-records';
import type { EditionValues } from '../../domain/editions/edition-values';

/** The export file: `token_id, name, description, image, attributes` (CSV) or OpenSea-named objects (JSON). */
export function writeEditionFile(rows: readonly EditionValues[], format: EditionFileFormat): Blob {
  if (format === 'json') {
    return new Blob([JSON.stringify(rows.map(jsonRecordFromValues), null, 2)], { type: 'application/json' });
  }
  const data = rows.map((row) => {
    const record = csvRecordFromValues(row);
    return EXPORT_HEADERS.map((header) => record[header]);
  });
  // The byte-order mark makes Excel read the Korean as UTF-8; import strips it again.
  return new Blob(['\uFEFF', Papa.unparse({ fields: [...EXPORT_HEADERS], data })], { type: 'text/csv;charset=utf-8' });
}
