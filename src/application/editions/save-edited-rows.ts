import { inject, injectable } from 'inversify';
import type { EditionColumn } from '../../domain/editions/edition-values';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { toAppError, ValidationError, type AppError } from '../errors/app-error';
import { ErrorReporter } from '../ports/error-reporter';
import { editionColumnOf, SaveEditions } from './save-editions';

/** How a save of the editor's rows ended, for the notice. */
export type EditedRowsOutcome =
  | { kind: 'saved'; saved: number }
  /** Some rows were not saved; `refused` when the server refused each of them (marked at their cells). */
  | { kind: 'partly'; saved: number; failed: number; refused: boolean; error: AppError }
  /** Nothing more could be saved (the session ended). */
  | { kind: 'failed'; error: AppError };

export interface EditedRowsSaved<R> {
  /** The rows the server accepted. */
  saved: R[];
  /** The rows the server refused, at the cell it named. */
  refused: { row: R; column: EditionColumn; message: string }[];
  outcome: EditedRowsOutcome;
}

/**
 * Saving the editions editor's changed, valid rows (each with the token it sends): in batches through
 * SaveEditions, each refusal mapped to the row's cell the server named, a failure reported once. The
 * editor marks the rows and says how it went; rows not saved are never lost.
 */
@injectable()
export class SaveEditedRows {
  constructor(
    @inject(SaveEditions) private readonly saveEditions: SaveEditions,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

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
      const [failure] = result.failed;
      if (!failure) return { saved, refused, outcome: { kind: 'saved', saved: saved.length } };
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
      } as const;
      return { saved, refused, outcome };
    } catch (caught) {
      const error = toAppError(caught);
      this.reporter.report(error, { area: 'editions', action: 'save' });
      return { saved: [], refused: [], outcome: { kind: 'failed', error } };
    }
  }
}
