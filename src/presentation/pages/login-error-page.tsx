import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { shellCopy } from '../shared/copy/shell-copy';
import { MessagePage } from '../shared/states/message-page';

/** /login/error: what happened in one sentence, and the way back to 로그인. */
export default function LoginErrorPage() {
  // The sign-in passes what kind of failure it was; opened directly, the usual sentence.
  const kind = (useLocation().state as { kind?: unknown } | null)?.kind;
  const reasons: Record<string, string> = shellCopy.loginError.reasons;
  return (
    <main>
      <MessagePage
        title={shellCopy.loginError.title}
        body={(typeof kind === 'string' && reasons[kind]) || shellCopy.loginError.body}
        action={
          <Button component={Link} to="/login">
            {shellCopy.loginError.button}
          </Button>
        }
      />
    </main>
  );
}
