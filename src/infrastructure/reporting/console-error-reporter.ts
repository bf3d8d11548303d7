import type { ErrorReporter } from '../../application/ports/error-reporter';

/** Reporting off (no DSN): nothing leaves the browser; during development errors show in the console. */
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(private readonly log: boolean) {}

  report(error: unknown, context?: Record<string, unknown>): void {
    if (this.log) console.error('[report]', error, context ?? '');
  }

  setUser(): void {
    // No backend to tell.
  }
}
