import type { ServiceIdentifier } from 'inversify';

/**
 * The signed-in areas' services (the creators API, the query cache, every area's use cases and
 * adapters), loaded with the first route that needs them instead of with /login: the app route
 * waits for them before its pages' loaders run. Loading twice loads once.
 */
export interface AppAreas {
  load(): Promise<void>;
}

export const AppAreas: ServiceIdentifier<AppAreas> = Symbol.for('AppAreas');
