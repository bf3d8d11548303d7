import * as v from 'valibot';
import { badRequest, type ApiError } from './errors';
import { messages } from './messages';

const HANGUL = /[\uAC00-\uD7A3]/;

/** The domain's own (Korean) message is kept intact; valibot's English defaults get a Korean one. */
function koreanMessage(issue: v.BaseIssue<unknown>): string {
  const m = messages.validation;
  // The global catalogue speaks of characters; for a list, say how many items it may hold.
  if (issue.type === 'max_length' && Array.isArray(issue.input)) return m.tooManyItems(issue.requirement);
  if (HANGUL.test(issue.message)) return issue.message;
  switch (issue.type) {
    case 'picklist':
    case 'literal':
    case 'union':
      return m.picklist;
    case 'number':
      return m.number;
    case 'integer':
      return m.integer;
    case 'safe_integer':
      return m.safeInteger;
    case 'boolean':
      return m.boolean;
    case 'array':
      return m.array;
    case 'object':
      return m.object;
    case 'iso_timestamp':
      return m.timestamp;
    case 'min_value':
      return m.minValue(issue.requirement);
    case 'max_value':
      return m.maxValue(issue.requirement);
    case 'max_length':
      return Array.isArray(issue.input) ? m.tooManyItems(issue.requirement) : issue.message;
    default:
      return m.format;
  }
}

/** A union reports its own issue first; the deepest sub-issue says more (e.g. the link rule). */
function mostSpecific(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  const nested = issue.issues?.[0];
  return nested && (nested.path?.length ?? 0) >= (issue.path?.length ?? 0) ? mostSpecific(nested) : issue;
}

/**
 * Turns the first issue into 400 `{code:'BAD_REQUEST', message, field}`. With a field, the message is
 * the rule's own, to the character (requirements §5: "휴대폰 번호를 다시 확인해주세요."), and `field`
 * says where: the app shows it under that field's label, so a label in the message would be said
 * twice. Without one (the body as a whole), the message names what it is about.
 */
export function toBadRequest(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const first = issues[0];
  if (!first) return badRequest(messages.body.unreadable);
  const issue = mostSpecific(first);
  const field = v.getDotPath(issue) ?? v.getDotPath(first) ?? undefined;
  const message = koreanMessage(issue);
  return field === undefined ? badRequest(`${messages.body.root}: ${message}`) : badRequest(message, field);
}
