import type { ReactNode } from 'react';
import { formCopy } from '../copy/form-copy';

const PLAIN_HTTP = /^\s*http:\/\//i;

/**
 * A link field's error: the rule's own message, as requirements §5 words it, and, for an `http://`
 * link, what to change on a second line. The hint follows the message; it never replaces it.
 */
export function linkError(value: string, message: string | undefined): ReactNode {
  if (!message || !PLAIN_HTTP.test(value)) return message;
  return (
    <>
      <span style={{ display: 'block' }}>{message}</span>
      <span style={{ display: 'block' }}>{formCopy.httpHint}</span>
    </>
  );
}
