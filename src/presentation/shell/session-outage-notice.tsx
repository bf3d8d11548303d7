import { Alert, Button, Group, Text } from '@mantine/core';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { Session } from '../../application/session/session';
import { shellCopy } from '../shared/copy/shell-copy';
import { useInjection } from '../shared/di/container-context';

const copy = shellCopy.outage;

/**
 * Inside the app layout, above the page: the server does not answer the session (product.md
 * "Sessions"). Both tokens are kept and the session retries by itself; 다시 시도 tries at once. A page
 * whose data was loading waits meanwhile (page-route.ts) and shows once the server answers, so the
 * creator carries on where they were.
 */
export function SessionOutageNotice() {
  const session = useInjection(Session);
  const subscribe = useCallback((onChange: () => void) => session.subscribeConnection(onChange), [session]);
  const connection = useSyncExternalStore(subscribe, () => session.getConnection());
  const [retrying, setRetrying] = useState(false);

  if (connection !== 'unreachable') return null;
  const retry = () => {
    setRetrying(true);
    void session.retryNow().finally(() => setRetrying(false));
  };
  return (
    <Alert color="red" variant="light" role="alert" title={copy.title} mb="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{copy.body}</Text>
        <Button size="xs" variant="default" loading={retrying} onClick={retry}>
          {copy.retry}
        </Button>
      </Group>
    </Alert>
  );
}
