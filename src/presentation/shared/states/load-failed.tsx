import { Alert, Button, Text } from '@mantine/core';
import { meCopy } from '../copy/me-copy';

/** A screen's data could not be loaded (after the route's own prefetch succeeded: a refetch failed). */
export function LoadFailed({ onRetry, message }: { onRetry: () => void; message?: string }) {
  return (
    <Alert color="red" title={meCopy.loadFailed} role="alert">
      <Text size="sm">{message ?? meCopy.loadFailedBody}</Text>
      <Button size="xs" variant="light" color="red" mt="sm" onClick={onRetry}>
        {meCopy.retry}
      </Button>
    </Alert>
  );
}
