import { Group, Skeleton, Stack } from '@mantine/core';
import { LoadingRegion } from '../shared/skeletons/loading-region';

/** The launchpad list while it loads: the title row, the search, and a few rows. */
export function LaunchpadListSkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="md">
        <Group justify="space-between">
          <Skeleton height={32} width={160} />
          <Skeleton height={36} width={140} />
        </Group>
        <Skeleton height={36} width={320} />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Stack>
    </LoadingRegion>
  );
}
