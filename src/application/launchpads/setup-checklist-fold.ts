import { inject, injectable } from 'inversify';
import { Clock } from '../ports/clock';
import { DraftStore } from '../ports/draft-store';
import { ErrorReporter } from '../ports/error-reporter';

/** Kept in the form-draft storage under its own key: a fold is per creator and per browser. */
const foldedKey = (userId: string) => `setup-checklist:${userId}:folded`;
/** Where an earlier version kept "closed for good": read as folded, so the checklist can come back. */
const dismissedKey = (userId: string) => `setup-checklist:${userId}:dismissed`;

/**
 * The setup checklist folded away (per creator, in this browser) and opened again from the launchpad
 * list: it stays the creator's guide until their first launch is in review, so nothing closes it for good.
 */
@injectable()
export class SetupChecklistFold {
  constructor(
    @inject(DraftStore) private readonly store: DraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  isFolded(userId: string): boolean {
    return this.store.read(foldedKey(userId)) !== null || this.store.read(dismissedKey(userId)) !== null;
  }

  /** Storage that refuses is reported; the checklist still folds for this visit (the caller's state). */
  fold(userId: string): void {
    try {
      this.store.write(foldedKey(userId), { version: 1, savedAt: this.clock.now().toISOString(), value: true });
    } catch (error) {
      this.reporter.report(error, { area: 'setup-checklist', action: 'fold' });
    }
  }

  open(userId: string): void {
    this.store.remove(foldedKey(userId));
    this.store.remove(dismissedKey(userId));
  }
}
