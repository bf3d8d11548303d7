import { inject, injectable } from 'inversify';
import { Clock } from '../ports/clock';
import { DraftStore } from '../ports/draft-store';
import { ErrorReporter } from '../ports/error-reporter';

/** Kept in the form-draft storage under its own key: a dismissal is per creator and per browser. */
const dismissedKey = (userId: string) => `setup-checklist:${userId}:dismissed`;

/** The newcomer's setup checklist, closed for good in this browser (per creator). */
@injectable()
export class SetupChecklistDismissal {
  constructor(
    @inject(DraftStore) private readonly store: DraftStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  isDismissed(userId: string): boolean {
    return this.store.read(dismissedKey(userId)) !== null;
  }

  /** Storage that refuses is reported; the checklist still hides for this visit (the caller's state). */
  dismiss(userId: string): void {
    try {
      this.store.write(dismissedKey(userId), { version: 1, savedAt: this.clock.now().toISOString(), value: true });
    } catch (error) {
      this.reporter.report(error, { area: 'setup-checklist', action: 'dismiss' });
    }
  }
}
