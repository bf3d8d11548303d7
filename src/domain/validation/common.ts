import * as v from 'valibot';

/** Positive integer ids used in routes and payloads (launchpadId, creatorId). */
export const idSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** ISO-8601 timestamps as the API sends them. */
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());
export const nullableTimestampSchema = v.nullable(timestampSchema);

/** A required, trimmed text with a maximum length (messages come from the global catalogue). */
export function requiredText(max: number) {
  return v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
}

/** An optional, trimmed text: empty is allowed. */
export function optionalText(max: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max));
}
