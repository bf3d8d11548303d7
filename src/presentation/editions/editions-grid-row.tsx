import { observer } from 'mobx-react-lite';
import { memo, type ReactNode } from 'react';
import { EDITION_COLUMNS, type EditionColumn } from '../../domain/editions/edition-values';
import { editionsCopy } from '../shared/copy/editions-copy';
import { isImageToCome } from '../../domain/editions/edition-row';
import { problemAt, shownImage, type EditionRow } from './edition-row-store';
import type { EditionImageUploads } from './edition-image-uploads';
import { EditionsGridEditor, type CellEditorElement, type EditorEnd, type EditStart } from './editions-grid-editor';
import classes from './editions-grid.module.css';

/** A cell's classes: its column's width and frozen place, and its state. */
export function cellClass(col: number, state: string | undefined, active: boolean): string {
  // Plain concatenation: this runs for every cell of every row scrolled in (no arrays to collect).
  const base = COLUMN_CLASSES[col]!;
  const withState = state ? `${base} ${state}` : base;
  return active ? `${withState} ${classes.active}` : withState;
}

/** Each column's fixed classes (its width and frozen place), built once. */
const COLUMN_CLASSES = Array.from({ length: EDITION_COLUMNS.length + 1 }, (_, col) =>
  [classes.cell, classes[`col${col}`]].filter(Boolean).join(' '),
);

/** A cell's content: its text, or with a problem the mark, the text and the screen-reader message (a plain call, not a component: one fiber less a cell). */
function dataCell(row: EditionRow, column: EditionColumn): ReactNode {
  const problem = problemAt(row, column);
  if (!problem) return row[column];
  // A file still to upload is no error: its name, dimmed, and no warning mark.
  if (isImageToCome(problem))
    return (
      <span title={editionsCopy.images.notYet}>
        {row[column]}
        <span className={classes.srOnly}>{editionsCopy.images.notYet}</span>
      </span>
    );
  const message = editionsCopy.problemText(problem);
  return (
    <span title={message}>
      <span aria-hidden>⚠ </span>
      {row[column]}
      <span className={classes.srOnly}> {message}</span>
    </span>
  );
}

/** The creator's file name of an uploaded image link, or null. */
export type ImageNameOf = (link: string) => string | null;

/** Marks the thumbnail that opens the row's image preview (the grid handles its click). */
export const PREVIEW_ATTRIBUTE = 'data-preview';

/**
 * The image cell: an image the page can show (an upload, an https link) as a thumbnail beside the
 * creator's file name, not `/local/uploads/<hex>.png`; anything else as typed, with its problem. The
 * thumbnail opens the preview (out of the tab order: on the keyboard, Enter or Space on the cell does).
 */
function imageCell(row: EditionRow, imageName: ImageNameOf): ReactNode {
  const link = shownImage(row);
  if (link === null) return dataCell(row, 'image');
  const name = imageName(link);
  return (
    <span className={classes.imageValue}>
      <button
        type="button"
        tabIndex={-1}
        className={classes.thumbButton}
        aria-label={editionsCopy.images.thumbPreview}
        {...{ [PREVIEW_ATTRIBUTE]: '' }}
      >
        <img className={classes.thumb} src={link} alt="" loading="lazy" decoding="async" width={24} height={24} />
      </button>
      <span className={classes.imageName} title={name ? link : undefined}>
        {name ?? link}
      </span>
    </span>
  );
}

/** The upload state of this row's image only: other rows do not re-render when it changes. */
const ImageCell = observer(function ImageCell({
  row,
  uploads,
  imageName,
}: {
  row: EditionRow;
  uploads: EditionImageUploads;
  imageName: ImageNameOf;
}) {
  const entry = uploads.entries.get(row.key);
  const tone =
    entry?.state === 'failed' || entry?.state === 'refused'
      ? classes.stateFailed
      : entry?.state === 'uploading' || entry?.state === 'checking'
        ? classes.stateActive
        : '';
  return (
    <>
      {entry && entry.state !== 'done' && (
        <span
          className={`${classes.state} ${tone}`}
          title={entry.state === 'refused' ? editionsCopy.images.problems[entry.problem] : undefined}
        >
          {editionsCopy.images.state[entry.state]}
        </span>
      )}
      {imageCell(row, imageName)}
    </>
  );
});

export interface GridRowProps {
  /** The element's id, its slot's: the grid lists its rows in order by these. */
  id: string;
  row: EditionRow;
  /** Index among the rows shown (0-based). */
  index: number;
  /** 1-based position in the whole table (the 행 column). */
  rowNumber: number;
  top: number;
  /** The active cell's column in this row, or -1; `tabbable` when it is the grid's tab stop. */
  activeCol: number;
  selected: boolean;
  /** The edit under way in this row's active cell. */
  editing: EditStart | null;
  /** The row is near the end of the table: a growing editor opens upward, where it can be seen. */
  nearEnd: boolean;
  /** Only while images are being uploaded: an observer per image cell is work every scroll frame otherwise. */
  uploads: EditionImageUploads | null;
  imageName: ImageNameOf;
  onEditStart: (input: CellEditorElement) => void;
  onEditEnd: (end: EditorEnd) => void;
}

/** The active cell's id: its value describes the input resting in it. */
export const ACTIVE_CELL_ID = 'editions-grid-active-cell';

/**
 * One row of plain elements (no Mantine components: rows render while scrolling). Memoised: a row
 * renders again only when its row object, position or active cell changes.
 */
export const EditionsGridRow = memo(function EditionsGridRow({
  id,
  row,
  index,
  rowNumber,
  top,
  activeCol,
  selected,
  editing,
  nearEnd,
  uploads,
  imageName,
  onEditStart,
  onEditEnd,
}: GridRowProps) {
  // The tab stop is the active cell, or the input in it when it has one.
  const cell = (col: number, className: string | undefined, content: ReactNode, input = false) => (
    <div
      key={col}
      id={col === activeCol ? ACTIVE_CELL_ID : undefined}
      role="gridcell"
      aria-colindex={col + 1}
      aria-selected={selected && col === activeCol ? true : undefined}
      aria-readonly={col === 0 ? true : undefined}
      tabIndex={col === activeCol && !input ? 0 : -1}
      data-col={col}
      className={cellClass(col, className, selected && col === activeCol)}
    >
      {content}
    </div>
  );
  return (
    <div
      id={id}
      role="row"
      aria-rowindex={index + 2}
      data-row={index}
      className={editing ? `${classes.row} ${classes.rowEditing}` : classes.row}
      style={{ transform: `translateY(${top}px)` }}
    >
      {cell(0, row.dirty ? classes.dirtyRowNumber : classes.muted, rowNumber)}
      {EDITION_COLUMNS.map((column, i) => {
        const col = i + 1;
        const problem = problemAt(row, column);
        const invalid = !problem ? '' : isImageToCome(problem) ? classes.pendingCell : classes.invalidCell;
        const value =
          column !== 'image' ? (
            dataCell(row, column)
          ) : uploads ? (
            <ImageCell row={row} uploads={uploads} imageName={imageName} />
          ) : (
            imageCell(row, imageName)
          );
        if (col !== activeCol) return cell(col, invalid, value);
        // The input comes first, so that it stays the same element when the edit starts (and a composition carries on).
        // Keyed by its row: when this element takes another row (a row scrolled in reuses it), an edit under way
        // ends with its own row, committed as the editor unmounts, and is not carried into the next row.
        const editor = (
          <EditionsGridEditor
            key={row.key}
            editing={editing}
            label={editionsCopy.columns[column]}
            multiline={column === 'description'}
            describedBy={ACTIVE_CELL_ID}
            upward={nearEnd}
            onStart={onEditStart}
            onEnd={onEditEnd}
          />
        );
        return cell(
          col,
          editing ? classes.editing : invalid,
          <>
            {editor}
            {!editing && value}
          </>,
          true,
        );
      })}
    </div>
  );
});
