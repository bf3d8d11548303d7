import type { ServiceIdentifier } from 'inversify';

/** The only source of time for use cases and view-models, so tests can fix it. */
export interface Clock {
  now(): Date;
}
export const Clock: ServiceIdentifier<Clock> = Symbol.for('Clock');
