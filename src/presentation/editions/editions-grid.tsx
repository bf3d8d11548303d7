import { useComputedColorScheme } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { DataGrid, renderTextEditor, type Column, type DataGridHandle } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { EDITION_COLUMNS, type EditionColumn } from '../../domain/editions/edition-values';
import { editionsCopy } from '../copy/editions-copy';
import { problemAt, type EditionPatch, type EditionRow } from './edition-row-store';
import type { EditionImageUploads } from './edition-image-uploads';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import classes from './editions-grid.module.css';

// Numeric widths only: a string or 'auto' width makes the grid measure its cells after every render (a forced layout of 10,000 rows).
const WIDTHS: Record<EditionColumn, number> = { tokenId: 110, name: 200, description: 280, image: 220, attributes: 300 };
/** The grid's column index of each editable column (the row number is column 0). */
const COLUMN_INDEX = Object.fromEntries(EDITION_COLUMNS.map((c, i) => [c, i + 1])) as Record<EditionColumn, number>;

function DataCell({ row, column }: { row: EditionRow; column: EditionColumn }) {
  const problem = problemAt(row, column);
  if (!problem) return <>{row[column]}</>;
  const message = editionsCopy.problemText(problem);
  return (
    <span title={message}>
      <span aria-hidden>⚠ </span>
      {row[column]}
      <span className={classes.srOnly}>{editionsCopy.cellError(message)}</span>
    </span>
  );
}

/** The upload state of this row's image only: other rows do not re-render when it changes. */
const ImageCell = observer(function ImageCell({ row, uploads }: { row: EditionRow; uploads: EditionImageUploads }) {
  const entry = uploads.entries.get(row.key);
  const tone = entry?.state === 'failed' || entry?.state === 'refused' ? classes.stateFailed : entry?.state === 'uploading' ? classes.stateActive : '';
  return (
    <>
      {entry && entry.state !== 'done' && (
        <span className={`${classes.state} ${tone}`} title={entry.state === 'refused' ? editionsCopy.images.problems[entry.problem] : undefined}>
          {editionsCopy.images.state[entry.state]}
        </span>
      )}
      <DataCell row={row} column="image" />
    </>
  );
});

/** Tab-separated cells as a spreadsheet copies them (a block of rows and columns). */
function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * The editions grid (react-data-grid: an ARIA grid, virtualised rows and columns, spreadsheet
 * keys). Cells edit in place; a pasted block of cells fills the rows and columns from the active cell.
 */
export const EditionsGrid = observer(function EditionsGrid({ vm }: { vm: EditionsEditorViewModel }) {
  const grid = useRef<DataGridHandle>(null);
  const active = useRef<{ rowIdx: number; idx: number }>({ rowIdx: -1, idx: -1 });
  const scheme = useComputedColorScheme('light');
  const rows = vm.visibleRows;
  const store = vm.store;
  // Until images are dropped no row has an upload state, and the image column renders its text
  // alone: an observer per image cell (a MobX reaction made and disposed for every row scrolled in
  // and out) was a share of each scroll frame's work that showed nothing.
  const tracksUploads = vm.uploads.entries.size > 0;

  const columns = useMemo<Column<EditionRow>[]>(
    () => [
      {
        key: 'row',
        name: editionsCopy.columns.row,
        width: 64,
        frozen: true,
        renderCell: ({ row }) => (
          <span className={row.dirty ? classes.dirtyRowNumber : classes.muted}>{(store.positionOf(row.key) ?? 0) + 1}</span>
        ),
      },
      ...EDITION_COLUMNS.map(
        (column): Column<EditionRow> => ({
          key: column,
          name: editionsCopy.columns[column],
          width: WIDTHS[column],
          minWidth: column === 'attributes' ? 240 : 80,
          frozen: column === 'tokenId',
          resizable: true,
          renderEditCell: renderTextEditor,
          cellClass: (row) => (problemAt(row, column) ? classes.invalidCell : undefined),
          renderCell: ({ row }) =>
            column === 'image' && tracksUploads ? <ImageCell row={row} uploads={vm.uploads} /> : <DataCell row={row} column={column} />,
        }),
      ),
    ],
    [store, vm.uploads, tracksUploads],
  );

  // The summary asked for a row: show it and put the active cell there.
  const jump = vm.jumpTarget;
  useEffect(() => {
    if (!jump) return;
    const rowIdx = vm.visibleRows.findIndex((row) => row.key === jump.key);
    if (rowIdx >= 0) grid.current?.setActivePosition({ idx: COLUMN_INDEX[jump.column], rowIdx }, { shouldFocus: true });
  }, [jump, vm]);

  const onPaste = ({ row, column }: { row: EditionRow; column: Column<EditionRow> }, event: React.ClipboardEvent<HTMLDivElement>): EditionRow => {
    const text = event.clipboardData.getData('text/plain');
    const block = parseBlock(text);
    const single = block.length <= 1 && (block[0]?.length ?? 0) <= 1;
    if (single) return { ...row, [column.key]: text.replace(/\r?\n$/, '') };
    event.preventDefault();
    const start = EDITION_COLUMNS.indexOf(column.key as EditionColumn);
    const patches: EditionPatch[] = [];
    block.forEach((cells, r) => {
      const target = rows[active.current.rowIdx + r];
      if (!target) return;
      const values: Partial<Record<EditionColumn, string>> = {};
      cells.forEach((cell, c) => {
        const name = EDITION_COLUMNS[start + c];
        if (name) values[name] = cell;
      });
      patches.push({ key: target.key, values });
    });
    store.patch(patches);
    return row;
  };

  return (
    <DataGrid
      ref={grid}
      aria-label={editionsCopy.gridLabel}
      aria-describedby="editions-grid-hint"
      className={`${classes.grid} ${scheme === 'dark' ? 'rdg-dark' : 'rdg-light'}`}
      columns={columns}
      rows={rows}
      rowKeyGetter={(row) => row.key}
      rowHeight={36}
      headerRowHeight={38}
      onRowsChange={(next, { indexes, column }) => {
        const key = column.key as EditionColumn;
        store.patch(indexes.map((i) => ({ key: next[i]!.key, values: { [key]: next[i]![key] } })));
      }}
      onActivePositionChange={({ rowIdx, row, column }) => {
        active.current = { rowIdx, idx: column?.idx ?? -1 };
        vm.setActiveKey(row?.key ?? null);
      }}
      onCellCopy={({ row, column }, event) => {
        if (!(EDITION_COLUMNS as readonly string[]).includes(column.key)) return;
        event.clipboardData.setData('text/plain', row[column.key as EditionColumn]);
        event.preventDefault();
      }}
      onCellPaste={onPaste}
      renderers={{ noRowsFallback: <div style={{ gridColumn: '1/-1', padding: 16 }}>{store.rows.length ? editionsCopy.noMatch : editionsCopy.empty}</div> }}
    />
  );
});
