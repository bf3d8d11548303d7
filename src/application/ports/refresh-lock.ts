import type { ServiceIdentifier } from 'inversify';

/**
 * Runs one refresh at a time across every tab of this origin (the server rotates refresh tokens,
 * so two tabs spending the same token would end the session). `run` resolves or rejects with `fn`'s
 * own outcome; the lock itself never fails (without a cross-tab lock it falls back to this tab only).
 */
export interface RefreshLock {
  run<T>(fn: () => Promise<T>): Promise<T>;
}
export const RefreshLock: ServiceIdentifier<RefreshLock> = Symbol.for('RefreshLock');
