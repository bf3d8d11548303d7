import * as v from 'valibot';

/** Positive integer ids used in routes and payloads (launchpadId, creatorId). */
export const idSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));

/**
 * A whole number from `min` to `max` that a JSON number holds exactly: `v.safeInteger` refuses
 * 1e308 and 9007199254740993 (which JSON.parse would round to …992 and store as sent).
 */
export function boundedInteger(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
}

/**
 * An array of at most `max` items whose length is checked before any item: an oversized array is
 * refused at once instead of after a look (and an issue) per item. Typed as the plain array.
 */
export function boundedArray<T extends v.GenericSchema>(
  item: T,
  max: number,
): v.GenericSchema<v.InferInput<T>[], v.InferOutput<T>[]> {
  return v.pipe(v.array(v.unknown()), v.maxLength(max), v.array(item));
}

/** ISO-8601 timestamps as the API sends them. */
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());
export const nullableTimestampSchema = v.nullable(timestampSchema);

/**
 * A required, trimmed text with a maximum length. Its messages are requirements §5's global ones
 * ("내용을 작성해주세요.", "항목이 N자를 넘어갑니다."): the field's label already names the field.
 */
export function requiredText(max: number) {
  return v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
}

/** An optional, trimmed text: empty is allowed. */
export function optionalText(max: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max));
}

/**
 * Optimistic concurrency: the `updatedAt` of the record as the form loaded it (null: the form found
 * none). A save whose record has changed since is refused with 409 instead of overwriting it.
 * Left out, the save is not checked (older clients); the app always sends it.
 */
export const baseUpdatedAtSchema = v.optional(nullableTimestampSchema);
