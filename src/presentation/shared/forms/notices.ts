import type { ServiceIdentifier } from 'inversify';

export interface SuccessOptions {
  forNextPage?: boolean;
  /**
   * A setup checklist task succeeded (a first phone number, the wallet registered, a creator profile
   * submitted, the first launchpad made): while the checklist is still the creator's guide, the toast
   * offers 체크리스트로 돌아가기.
   */
  setupTask?: boolean;
}

/**
 * Short messages to the creator (toasts, top-right). View-models say what happened through this,
 * so they stay testable; the binding turns an error into its Korean text (error catalogue) and
 * shows the toast.
 */
export interface Notices {
  /**
   * A toast belongs to the page that raised it and goes when the creator moves on; `forNextPage`
   * keeps it for the page the creator is sent to next, when that is what it speaks of.
   */
  success(message: string, options?: SuccessOptions): void;
  /**
   * `title` says what failed; the body is the error's Korean explanation. With an `id`, a later
   * failure of the same kind replaces it, and `dismiss(id)` takes it away once it no longer holds.
   */
  failure(title: string, error: unknown, id?: string): void;
  /** Takes away the failure shown under `id`, if any (e.g. the wallet has connected since). */
  dismiss(id: string): void;
}
export const Notices: ServiceIdentifier<Notices> = Symbol.for('Notices');
