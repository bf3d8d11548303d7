import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { shellCopy } from '../copy/shell-copy';
import { MessagePage } from '../shell/message-page';

/** /login/error: what happened in one sentence, and the way back to 로그인. */
export default function LoginErrorPage() {
  return (
    <main>
      <MessagePage
        title={shellCopy.loginError.title}
        body={shellCopy.loginError.body}
        action={
          <Button component={Link} to="/login">
            {shellCopy.loginError.button}
          </Button>
        }
      />
    </main>
  );
}
