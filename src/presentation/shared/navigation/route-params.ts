import { useParams } from 'react-router';
import { NotFoundError } from '../../../application/errors/app-error';

/** Requirements §2: launchpadId and creatorId are numeric; anything else is not-found, not a request. */
export function numericParam(value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) throw new NotFoundError(`not a numeric id: ${value}`);
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw new NotFoundError(`id out of range: ${value}`);
  return id;
}

/**
 * A numeric route parameter, parsed by the same rule as the route's loader: the loader has
 * already refused a malformed id (not-found), so this returns the number the loader used.
 */
export function useNumericParam(name: 'launchpadId' | 'creatorId'): number {
  return numericParam(useParams()[name]);
}
