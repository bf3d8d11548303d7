import * as v from 'valibot';
import { creatorsApi, type EndpointName } from '../../contract/creators-api';
import { apiErrorBodySchema, type ApiErrorBody } from '../../contract/endpoint';
import { preview, type Area, type Findings } from './findings';
import { endpointLabel, type Answer } from './gateway-client';

/** `$.items[*].name`: an issue's place in the answer, every index as `[*]` so one fault is one row. */
export function jsonPath(issue: v.BaseIssue<unknown>): string {
  let path = '$';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    path += typeof key === 'number' ? '[*]' : `.${String(key)}`;
  }
  return path;
}

type Walkable = { entries?: Record<string, Walkable>; item?: Walkable; wrapped?: Walkable; expects?: string };

/** The schema at an issue's path (through objects, arrays, nullable/optional), or undefined. */
function schemaAt(root: Walkable, issue: v.BaseIssue<unknown>): Walkable | undefined {
  let schema: Walkable | undefined = root;
  for (const item of issue.path ?? []) {
    while (schema?.wrapped) schema = schema.wrapped;
    const key = (item as { key: unknown }).key;
    schema = typeof key === 'number' ? schema?.item : schema?.entries?.[String(key)];
  }
  return schema;
}

/**
 * What the schema wanted, in valibot's words (`string`, `("DRAFT" | "IN_REVIEW")`, `<=1000`). A key
 * that is missing says the type its schema expects rather than valibot's quoted key.
 */
function expectedOf(issue: v.BaseIssue<unknown>, root: v.GenericSchema): string {
  if (issue.type === 'object' && issue.input === undefined) {
    return schemaAt(root, issue)?.expects ?? issue.expected ?? 'present';
  }
  const expected = issue.expected ?? issue.type;
  // A value present but wrong by a check (a format, a bound) says which check.
  return issue.kind === 'schema' ? expected : `${issue.type} ${expected}`;
}

/**
 * Validates an answer against the contract: a 2xx against the endpoint's response schema (each
 * issue a mismatch at its JSON path), any other status against the error shape `{code, message,
 * field?}` (one mismatch for the whole body: an error in another shape is one fault).
 * Returns the parsed body when it conforms.
 */
export function checkAnswer<N extends EndpointName>(
  findings: Findings,
  name: N,
  answer: Answer,
  area: Area = 'read',
): v.InferOutput<(typeof creatorsApi)[N]['response']> | undefined {
  findings.answersChecked += 1;
  const where = endpointLabel(name);
  if (answer.status >= 200 && answer.status < 300) {
    const result = v.safeParse(creatorsApi[name].response, answer.body);
    if (result.success) return result.output;
    for (const issue of result.issues) {
      findings.mismatch({
        area,
        where,
        path: jsonPath(issue),
        expected: expectedOf(issue, creatorsApi[name].response),
        received: preview(issue.input),
      });
    }
    return undefined;
  }
  checkErrorBody(findings, where, answer, area);
  return undefined;
}

/** An error answer in the contract's shape, or one mismatch for it. */
export function checkErrorBody(
  findings: Findings,
  where: string,
  answer: Answer,
  area: Area,
): ApiErrorBody | undefined {
  const result = v.safeParse(apiErrorBodySchema, answer.body);
  if (result.success) return result.output;
  findings.mismatch({
    area,
    where,
    path: '$',
    expected: `${answer.status} as JSON {code, message, field?}`,
    received: preview(answer.body),
  });
  return undefined;
}
