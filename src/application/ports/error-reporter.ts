import type { ServiceIdentifier } from 'inversify';

/** Where every failure goes (Sentry when configured, nothing otherwise). Never throws. */
export interface ErrorReporter {
  report(error: unknown, context?: Record<string, unknown>): void;
  setUser(user: { id: string } | null): void;
}
export const ErrorReporter: ServiceIdentifier<ErrorReporter> = Symbol.for('ErrorReporter');
