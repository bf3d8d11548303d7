import { inject, injectable } from 'inversify';
import type { EditionColumn } from '../../domain/editions/edition-values';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { toAppError, ValidationError, type AppError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { editionColumnOf, SaveEditions } from './save-editions';

/** How a save of the editor's rows ended, for the notice. */
export type EditedRowsOutcome =
  /** Every row saved but the conflicted ones (saved elsewhere since: the creator decides). */
  | { kind: 'saved'; saved: number; conflicted: number }
  /** Some rows were not saved; `refused` when the server refused each of them (marked at their cells). */
  | { kind: 'partly'; saved: number; failed: number; refused: boolean; error: AppError; conflicted: number }
  /** Nothing more could be saved (the session ended). */
  | { kind: 'failed'; error: AppError };

export interface EditedRowsSaved<R> {
  /** The rows the server accepted. */
  saved: R[];
  /** The rows the server refused, at the cell it named. */
  refused: { row: R; column: EditionColumn; message: string }[];
  /** The rows whose token was saved elsewhere since it was loaded (not written), with the stored token. */
  conflicted: { row: R; current: SingleToken | null }[];
  outcome: EditedRowsOutcome;
}

/**
 * Saving the editions editor's changed, valid rows (each with the token it sends): in batches through
 * SaveEditions, each refusal mapped to the row's cell the server named, each token saved elsewhere since
 * it was loaded returned with the stored one, a failure reported once. The editor marks the rows and says
 * how it went; rows not saved are never lost.
 */
@injectable()
export class SaveEditedRows {
  constructor(
    @inject(SaveEditions) private readonly saveEditions: SaveEditions,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  /** 내 내용으로 덮어쓰기: the conflicted tokens are based on the stored ones now; the next save writes them. */
  saveOver(launchpadId: number, stored: readonly { tokenId: number; current: SingleToken | null }[]): void {
    this.saveEditions.saveOver(launchpadId, stored);
  }

  async execute<R>(
    launchpadId: number,
    rows: readonly { row: R; token: SingleToken }[],
    onProgress?: (done: number, total: number) => void,
  ): Promise<EditedRowsSaved<R>> {
    try {
      const result = await this.saveEditions.execute(
        launchpadId,
        rows.map((r) => r.token),
        { onProgress },
      );
      const refused = result.failed.flatMap((f) =>
        f.error instanceof ValidationError
          ? [{ row: rows[f.index]!.row, column: editionColumnOf(f.field), message: f.error.userMessage }]
          : [],
      );
      const saved = result.saved.map((i) => rows[i]!.row);
      const conflicted = result.conflicts.map(({ index, current }) => ({ row: rows[index]!.row, current }));
      const [failure] = result.failed;
      if (!failure) {
        return {
          saved,
          refused,
          conflicted,
          outcome: { kind: 'saved', saved: saved.length, conflicted: conflicted.length },
        };
      }
      this.reporter.report(failure.error, {
        area: 'editions',
        action: 'save',
        failed: result.failed.length,
        saved: saved.length,
      });
      const outcome = {
        kind: 'partly',
        saved: saved.length,
        failed: result.failed.length,
        refused: refused.length === result.failed.length,
        error: failure.error,
        conflicted: conflicted.length,
      } as const;
      return { saved, refused, conflicted, outcome };
    } catch (caught) {
      const error = toAppError(caught);
      this.reporter.report(error, { area: 'editions', action: 'save' });
      return { saved: [], refused: [], conflicted: [], outcome: { kind: 'failed', error } };
    }
  }
}
