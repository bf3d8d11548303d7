import * as v from 'valibot';
import { ValidationError } from '../errors/app-error';

/**
 * Parses a use case's input with its domain schema. The first problem becomes a ValidationError
 * carrying the rule's own Korean message and the field it concerns, as a server 400 would.
 */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((item) => String(item.key)).join('.');
  throw new ValidationError(issue.message, field || undefined);
}
