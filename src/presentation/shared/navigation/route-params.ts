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

export type MetadataStep = 1 | 2;

/** Requirements §2/§9: `?step=` is an integer 1–2, default 1. `null` when the raw value must be corrected. */
export function parseStep(raw: string | null): { step: MetadataStep; valid: boolean } {
  if (raw === null) return { step: 1, valid: true };
  if (raw === '1' || raw === '2') return { step: Number(raw) as MetadataStep, valid: true };
  return { step: 1, valid: false };
}
