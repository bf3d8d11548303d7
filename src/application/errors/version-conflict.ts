import { ValidationError } from './app-error';

/**
 * The API's refusal of a save whose record changed since it was loaded (409 at `baseUpdatedAt`, docs/api-rules.md
 * "No silent overwrite"): never an overwrite, the creator decides.
 */
export function isVersionConflict(error: unknown): boolean {
  return error instanceof ValidationError && error.status === 409 && error.field === 'baseUpdatedAt';
}
