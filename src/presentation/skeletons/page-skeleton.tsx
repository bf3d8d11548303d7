import { Skeleton, Stack } from '@mantine/core';
import { LoadingRegion } from './loading-region';

/** A neutral page placeholder for routes without a skeleton of their own. */
export function PageSkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="md">
        <Skeleton height={28} width="35%" />
        <Skeleton height={16} width="80%" />
        <Skeleton height={16} width="65%" />
        <Skeleton height={160} />
      </Stack>
    </LoadingRegion>
  );
}
