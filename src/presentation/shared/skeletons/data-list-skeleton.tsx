import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { meCopy } from '../copy/me-copy';

/** Rows of varying width where a definition list will appear. */
export function DataListSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{meCopy.loading}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={18} width={`${60 + ((i * 13) % 30)}%`} radius="sm" />
      ))}
    </Stack>
  );
}
