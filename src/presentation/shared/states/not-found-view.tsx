import { Button } from '@mantine/core';
import { shellCopy } from '../copy/shell-copy';
import { IntentLink } from '../navigation/intent-link';
import { MessagePage } from './message-page';

/** Requirements §2: the page cannot be found, with a button to /launchpads. */
export function NotFoundView() {
  return (
    <MessagePage
      title={shellCopy.notFound.title}
      body={shellCopy.notFound.body}
      action={
        <Button component={IntentLink} to="/launchpads">
          {shellCopy.notFound.button}
        </Button>
      }
    />
  );
}
