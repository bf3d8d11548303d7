import { Alert, Text } from '@mantine/core';
import { shellCopy } from '../copy/shell-copy';

/** Step 2 until its forms land: an honest 준비 중 inside the workspace. */
export function MetadataStepPending() {
  return (
    <Alert variant="light" color="gray" title={shellCopy.comingSoon.badge}>
      <Text size="sm">{shellCopy.comingSoon.body}</Text>
    </Alert>
  );
}
