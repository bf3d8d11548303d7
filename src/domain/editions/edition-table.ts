import { cellProblem, parseTokenId, type EditionProblem, type EditionProblems } from './check-edition';
import { EditionTally, type EditionCounts } from './edition-counts';
import { mergedValues, withEmptyColumns, type ImportedValues } from './edition-records';
import { EditionRow, sameValues, valuesOf, type EditionPatch } from './edition-row';
import { EditionUndo } from './edition-undo';
import { EDITION_COLUMNS, type EditionColumn, type EditionValues } from './edition-values';

/**
 * The editions editor's table, without any view: rows as frozen objects in one array that a change
 * replaces (an edit replaces one row object and the array, so a view memoised by row renders that row
 * alone), token ids indexed to find duplicates (changing one row's id rechecks only the rows that
 * shared its old or new id), the server's values to tell saved rows, the counts over the rows (kept as
 * each row changes), and the undo of a delete and of an import. Explicitly mutable: `version` counts
 * the changes, for a wrapper that publishes them.
 *
 * Every change of `rows` keeps the tally: a row put in place of another through `put` (or added,
 * removed) changes the counts by that row, and a table replaced whole is counted anew.
 */
export class EditionTable {
  rows: readonly EditionRow[] = [];
  /** Goes up with every change of the rows, the undo or the server's ids. */
  version = 0;
  readonly undo = new EditionUndo();
  /** The token ids the server holds (loaded or saved): a row deleted from the table stays there, and the screen says so. */
  serverTokenIds: ReadonlySet<number> = new Set();
  private nextKey = 1;
  private readonly byTokenId = new Map<number, Set<number>>();
  /** Each server token's values as last loaded or saved: an import that brings them back unchanged changes nothing. */
  private readonly saved = new Map<number, EditionValues>();
  private positions: Map<number, number> | null = null;
  private readonly tally = new EditionTally();

  /** The counts over the rows as they are now (a new object only after they moved). */
  get counts(): EditionCounts {
    return this.tally.current;
  }

  /** Replaces every row (load, restore, import by replace). */
  replaceAll(list: readonly EditionValues[], dirty: (index: number) => boolean): void {
    this.byTokenId.clear();
    const keyed = list.map((values) => ({ key: this.nextKey++, values }));
    for (const { key, values } of keyed) this.index(key, values.tokenId);
    const rows = keyed.map(({ key, values }, i) => this.build(key, values, dirty(i)));
    this.tally.recount(rows);
    this.setRows(rows);
    this.undo.lastRemoved = null;
  }

  /**
   * Import by merge. A file row whose token id is in the table changes only the columns the file had,
   * so a `token_id,image` sheet sets images and keeps names; a new id is appended, missing columns
   * empty. When the file repeats an id the table has, its first row patches the table's row and each
   * later one is appended (the table's cells under the file's), where the duplicate id is marked at the
   * cell and in the summary: patching the same row twice would keep only the last and drop a row the
   * creator typed without a word.
   */
  merge(list: readonly ImportedValues[]): void {
    const patches: EditionPatch[] = [];
    const added: EditionValues[] = [];
    const patched = new Set<number>();
    for (const values of list) {
      const existing = this.keyOfTokenId(values.tokenId ?? '');
      if (existing === null) {
        added.push(withEmptyColumns(values));
        continue;
      }
      const current = valuesOf(this.rows[this.positionOf(existing)!]!);
      if (patched.has(existing)) {
        added.push({ ...current, ...mergedValues(current, values) });
      } else {
        patched.add(existing);
        patches.push({ key: existing, values: mergedValues(current, values) });
      }
    }
    this.patch(patches);
    this.append(added);
  }

  /** The rows as they are now are the server's (just loaded). */
  setSaved(): void {
    this.saved.clear();
    for (const row of this.rows) {
      const id = parseTokenId(row.tokenId);
      if (id !== null && !row.dirty) this.saved.set(id, valuesOf(row));
    }
    this.serverTokenIds = new Set(this.saved.keys());
    this.version++;
  }

  /** Whether these values are a server token's as last loaded or saved. */
  isSaved(values: EditionValues): boolean {
    const id = parseTokenId(values.tokenId);
    const saved = id === null ? undefined : this.saved.get(id);
    return saved !== undefined && sameValues(saved, values);
  }

  /** Server tokens no row of the table holds: deleted here, kept there (the API has no delete). */
  get keptOnServer(): number {
    let n = 0;
    for (const id of this.serverTokenIds) if (!this.byTokenId.get(id)?.size) n++;
    return n;
  }

  /**
   * Ends an import (a merge or a replace) that began with the rows `before`, so that 가져오기 되돌리기
   * can take it back. A row the import left equal to the server's token (the editor's own export,
   * imported back) is not unsaved.
   */
  finishImport(before: readonly EditionRow[]): void {
    let next: EditionRow[] | null = null;
    this.rows.forEach((row, i) => {
      if (!row.dirty || row.problems) return;
      if (this.isSaved(row)) this.put((next ??= this.rows.slice()), i, row.with({ dirty: false }));
    });
    if (next) this.rows = next;
    this.undo.lastImport = { before, after: this.rows };
    this.version++;
  }

  /**
   * The last import can no longer be undone: a save has begun, and undoing then would show the rows
   * it sends as never sent while the server keeps them. Not given back when the save fails: a batch
   * that timed out or lost its answer may have been written, and a session that ends mid-save throws
   * away which batches were.
   */
  settleImport(): void {
    this.undo.lastImport = null;
    this.version++;
  }

  /** Puts the table back as it was before the last import: its rows, with their unsaved marks and problems. */
  undoImport(): void {
    const before = this.undo.beforeImport(this.rows);
    if (!before) return;
    this.byTokenId.clear();
    for (const row of before) this.index(row.key, row.tokenId);
    // A delete made before the import can still be undone: its positions are the restored table's.
    this.tally.recount(before);
    this.setRows(before);
    this.undo.lastImport = null;
  }

  /** Adds rows at the end; returns their keys. */
  append(list: readonly EditionValues[]): number[] {
    if (list.length === 0) return [];
    const keyed = list.map((values) => ({ key: this.nextKey++, values }));
    const touched = new Set<number>();
    for (const { key, values } of keyed) {
      this.peersOf(values.tokenId).forEach((k) => touched.add(k));
      this.index(key, values.tokenId);
    }
    const added = keyed.map(({ key, values }) => this.build(key, values, true));
    for (const row of added) this.tally.add(row);
    this.setRows(this.recheck([...this.rows, ...added], touched));
    return keyed.map(({ key }) => key);
  }

  /** Changes cells of several rows at once (an edit, paste, matched images, merge). */
  patch(patches: readonly EditionPatch[]): void {
    if (patches.length === 0) return;
    const next = this.rows.slice();
    const touched = new Set<number>();
    let changed = false;
    for (const { key, values } of patches) {
      const position = this.positionOf(key);
      if (position === null) continue;
      const old = next[position]!;
      const merged = { ...valuesOf(old), ...values };
      if (sameValues(old, merged)) continue;
      changed = true;
      if (merged.tokenId !== old.tokenId) {
        this.peersOf(old.tokenId).forEach((k) => touched.add(k));
        this.unindex(key, old.tokenId);
        this.peersOf(merged.tokenId).forEach((k) => touched.add(k));
        this.index(key, merged.tokenId);
      }
      this.put(next, position, this.build(key, merged, true, old));
      touched.delete(key);
    }
    // A value left as it was (an editor opened and closed) is no change: the rows, the draft and an
    // import's undo stay as they are.
    if (!changed) return;
    this.rows = this.recheck(next, touched);
    this.version++;
  }

  remove(keys: readonly number[]): void {
    const removing = new Set(keys);
    const removed: EditionRow[] = [];
    const positions: number[] = [];
    const touched = new Set<number>();
    this.rows.forEach((row, position) => {
      if (!removing.has(row.key)) return;
      removed.push(row);
      positions.push(position);
      this.tally.remove(row);
      this.unindex(row.key, row.tokenId);
      this.peersOf(row.tokenId).forEach((k) => touched.add(k));
    });
    if (removed.length === 0) return;
    this.setRows(
      this.recheck(
        this.rows.filter((row) => !removing.has(row.key)),
        touched,
      ),
    );
    this.undo.lastRemoved = { rows: removed, positions };
  }

  /** Puts the last deleted rows back where they were. */
  undoRemove(): void {
    const last = this.undo.takeRemoved();
    if (!last) return;
    const next = this.rows.slice();
    const touched = new Set<number>();
    last.rows.forEach((row, i) => {
      this.peersOf(row.tokenId).forEach((k) => touched.add(k));
      this.index(row.key, row.tokenId);
      touched.add(row.key);
      this.tally.add(row);
      next.splice(Math.min(last.positions[i]!, next.length), 0, row);
    });
    this.setRows(this.recheck(next, touched));
  }

  /** The rows saved as they were sent are clean again (a row edited meanwhile stays dirty). */
  markSaved(sent: readonly EditionRow[]): void {
    const next = this.rows.slice();
    const ids = new Set(this.serverTokenIds);
    for (const row of sent) {
      const id = parseTokenId(row.tokenId);
      if (id !== null) {
        this.saved.set(id, valuesOf(row));
        ids.add(id);
      }
      const position = this.positionOf(row.key);
      if (position !== null && next[position] === row) this.put(next, position, row.with({ dirty: false }));
    }
    this.serverTokenIds = ids;
    this.rows = next;
    this.version++;
  }

  /** A refusal by the server for one row, shown at its cell. */
  markRefused(refusals: readonly { key: number; column: EditionColumn; problem: EditionProblem }[]): void {
    const next = this.rows.slice();
    for (const { key, column, problem } of refusals) {
      const position = this.positionOf(key);
      if (position !== null) this.put(next, position, next[position]!.with({ serverProblem: { column, problem } }));
    }
    this.rows = next;
    this.version++;
  }

  /** The first row with this token id, or null (an id that is not a number has none). */
  keyOfTokenId(tokenId: string): number | null {
    const id = parseTokenId(tokenId);
    return id === null ? null : (this.byTokenId.get(id)?.values().next().value ?? null);
  }

  positionOf(key: number): number | null {
    if (!this.positions) this.positions = new Map(this.rows.map((row, i) => [row.key, i]));
    return this.positions.get(key) ?? null;
  }

  /** The highest token id plus one (a new row's suggestion). */
  nextTokenId(): number {
    let max = -1;
    for (const [id, keys] of this.byTokenId) if (keys.size > 0 && id > max) max = id;
    return max + 1;
  }

  private setRows(rows: readonly EditionRow[]): void {
    this.positions = null;
    this.rows = rows;
    this.version++;
  }

  /**
   * A row from its values. Given the row it replaces, only the cells that changed are checked again
   * (an uploaded image landing checks its image, not the attributes), and the token id, whose
   * duplicate mark follows the index.
   */
  private build(key: number, values: EditionValues, dirty: boolean, previous?: EditionRow): EditionRow {
    let problems: EditionProblems | null = null;
    for (const column of EDITION_COLUMNS) {
      const kept = previous && column !== 'tokenId' && previous[column] === values[column];
      const problem = kept ? previous.problems?.[column] : cellProblem(values, column);
      if (problem) (problems ??= {})[column] = problem;
    }
    const id = parseTokenId(values.tokenId);
    const duplicate = id !== null && (this.byTokenId.get(id)?.size ?? 0) > 1;
    const all =
      duplicate && !problems?.tokenId ? { ...problems, tokenId: { code: 'token-id-duplicate' as const } } : problems;
    return new EditionRow(key, values, all ?? null, dirty);
  }

  private recheck(rows: EditionRow[], keys: Set<number>): EditionRow[] {
    if (keys.size === 0) return rows;
    const positions = new Map(rows.map((row, i) => [row.key, i]));
    for (const key of keys) {
      const position = positions.get(key);
      if (position === undefined) continue;
      const row = rows[position]!;
      this.put(rows, position, this.build(key, row, row.dirty, row).with({ serverProblem: row.serverProblem }));
    }
    return rows;
  }

  /** Puts a row in place of the one at `position` of a copy of the rows, and counts the change. */
  private put(rows: EditionRow[], position: number, row: EditionRow): void {
    this.tally.swap(rows[position]!, row);
    rows[position] = row;
  }

  private peersOf(tokenId: string): Set<number> {
    const id = parseTokenId(tokenId);
    return new Set(id === null ? [] : this.byTokenId.get(id));
  }

  private index(key: number, tokenId: string): void {
    const id = parseTokenId(tokenId);
    if (id === null) return;
    const keys = this.byTokenId.get(id) ?? new Set<number>();
    keys.add(key);
    this.byTokenId.set(id, keys);
  }

  private unindex(key: number, tokenId: string): void {
    const id = parseTokenId(tokenId);
    if (id !== null) this.byTokenId.get(id)?.delete(key);
  }
}
