import type { ServiceIdentifier } from 'inversify';

/**
 * Short messages to the creator (toasts, top-right). View-models say what happened through this,
 * so they stay testable; the binding turns an error into its Korean text (error catalogue) and
 * shows the toast.
 */
export interface Notices {
  success(message: string): void;
  /** `title` says what failed; the body is the error's Korean explanation. */
  failure(title: string, error: unknown): void;
}
export const Notices: ServiceIdentifier<Notices> = Symbol.for('Notices');
