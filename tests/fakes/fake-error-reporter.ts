import type { ErrorReporter } from '../../src/application/ports/error-reporter';

/** Records what would have gone to Sentry. */
export class FakeErrorReporter implements ErrorReporter {
  readonly reports: { error: unknown; context: Record<string, unknown> | undefined }[] = [];
  user: { id: string } | null = null;

  report(error: unknown, context?: Record<string, unknown>): void {
    this.reports.push({ error, context });
  }

  setUser(user: { id: string } | null): void {
    this.user = user;
  }

  get errors(): unknown[] {
    return this.reports.map((r) => r.error);
  }
}
