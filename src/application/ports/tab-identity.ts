import type { ServiceIdentifier } from 'inversify';

/**
 * Which browser tab this is, so that what one tab types is kept apart from what another tab of the same
 * browser types (drafts are kept per tab). Stays the same across reloads of the tab. Never throws:
 * without session storage, every page load is a tab of its own.
 */
export interface TabIdentity {
  id(): string;
}
export const TabIdentity: ServiceIdentifier<TabIdentity> = Symbol.for('TabIdentity');
