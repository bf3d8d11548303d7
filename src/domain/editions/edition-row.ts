import type { SingleToken } from '../metadata/collection-metadata';
import { classifyMediaLink, isStorableMediaLink } from '../validation/media-link';
import { checkEdition, type EditionProblem, type EditionProblems } from './check-edition';
import { EDITION_COLUMNS, type EditionColumn, type EditionValues } from './edition-values';

/** A refusal by the server at the last save, shown until the row changes. */
export type ServerProblem = { readonly column: EditionColumn; readonly problem: EditionProblem };

/**
 * One row of the editions table: the cells as typed, plus what the editor knows about them. Never
 * mutated: an edit replaces the row. One class frozen at birth, not frozen object literals: every row
 * then shares one hidden class, where 10,000 frozen literals each carried weak references that V8
 * clears in every full collection (about 4 ms of the pause at 4× CPU, landing inside a scrolled frame).
 */
export class EditionRow implements EditionValues {
  readonly tokenId: string;
  readonly name: string;
  readonly description: string;
  readonly image: string;
  readonly attributes: string;
  /**
   * The image cell holds a link that may be stored (an upload or a link, not a file name still to
   * come): found once per row, since the table's completion counts it over every row after each change
   * (10,000 link checks at each landing of uploaded images).
   */
  readonly storableImage: boolean;

  constructor(
    readonly key: number,
    values: EditionValues,
    readonly problems: EditionProblems | null,
    /** Changed since it was loaded or last saved. */
    readonly dirty: boolean,
    readonly serverProblem: ServerProblem | undefined = undefined,
  ) {
    this.tokenId = values.tokenId;
    this.name = values.name;
    this.description = values.description;
    this.image = values.image;
    this.attributes = values.attributes;
    this.storableImage =
      values instanceof EditionRow ? values.storableImage : values.image !== '' && isStorableMediaLink(values.image);
    Object.freeze(this);
  }

  /** This row with other states, its cells unchanged. */
  with(change: { dirty?: boolean; serverProblem?: ServerProblem | undefined }): EditionRow {
    return new EditionRow(
      this.key,
      this,
      this.problems,
      change.dirty ?? this.dirty,
      'serverProblem' in change ? change.serverProblem : this.serverProblem,
    );
  }
}

export interface RowProblem {
  key: number;
  /** 1-based position in the whole table (the grid's 행 column). */
  rowNumber: number;
  column: EditionColumn;
  problem: EditionProblem;
}

/** New values for some cells of one row, found by its key. */
export type EditionPatch = { key: number; values: Partial<EditionValues> };

export function valuesOf(row: EditionRow): EditionValues {
  return {
    tokenId: row.tokenId,
    name: row.name,
    description: row.description,
    image: row.image,
    attributes: row.attributes,
  };
}

export function sameValues(row: EditionValues, values: EditionValues): boolean {
  return EDITION_COLUMNS.every((column) => row[column] === values[column]);
}

/** The problem shown at a cell: the editor's own check first, else the server's refusal of that column. */
export function problemAt(row: EditionRow, column: EditionColumn): EditionProblem | undefined {
  return row.problems?.[column] ?? (row.serverProblem?.column === column ? row.serverProblem.problem : undefined);
}

/** An image still to upload: a file to come, counted apart, never shown as an error. */
export const isImageToCome = (problem: EditionProblem | undefined) => problem?.code === 'image-needed';

/** The row's only problem is an image still to upload. */
export function waitsForImage(row: EditionRow): boolean {
  const problems = row.problems;
  return !row.serverProblem && !!problems && isImageToCome(problems.image) && Object.keys(problems).length === 1;
}

/** The row has an error: a problem other than an image still to upload. */
export function hasError(row: EditionRow): boolean {
  return (row.problems !== null && !waitsForImage(row)) || row.serverProblem !== undefined;
}

/** Every cell error of the rows, in table order (the summary); images still to upload are not errors. */
export function rowProblems(rows: readonly EditionRow[]): RowProblem[] {
  const list: RowProblem[] = [];
  rows.forEach((row, i) => {
    if (!row.problems && !row.serverProblem) return;
    for (const column of EDITION_COLUMNS) {
      const problem = problemAt(row, column);
      if (problem && !isImageToCome(problem)) list.push({ key: row.key, rowNumber: i + 1, column, problem });
    }
  });
  return list;
}

/** The row's image link when a page can show it (an upload, an https link, with no problem), else null. */
export function shownImage(row: EditionRow): string | null {
  return problemAt(row, 'image') ? null : showableImageLink(row.image);
}

/** A link the page can show as an image (an upload or https), trimmed; null for the rest (ipfs, ar, a file name). */
export function showableImageLink(link: string | null): string | null {
  const trimmed = link?.trim() ?? '';
  if (trimmed === '') return null;
  const kind = classifyMediaLink(trimmed);
  return kind === 'local-upload' || kind === 'https' ? trimmed : null;
}

/** The token a valid row sends (`null` while a cell is refused). */
export function tokenOf(row: EditionRow): SingleToken | null {
  return row.problems ? null : checkEdition(valuesOf(row)).token;
}
