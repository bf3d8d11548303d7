import { Group, Skeleton, Stack } from '@mantine/core';
import { LoadingRegion } from './loading-region';

/** The editions editor's table while it loads: a toolbar and rows of token id, name, image. */
export function EditionsSkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={28} width={180} />
          <Group gap="sm">
            <Skeleton height={36} width={110} />
            <Skeleton height={36} width={110} />
          </Group>
        </Group>
        {Array.from({ length: 8 }, (_, i) => (
          <Group key={i} gap="md" wrap="nowrap">
            <Skeleton height={16} width={48} />
            <Skeleton height={40} width={40} />
            <Skeleton height={16} />
          </Group>
        ))}
      </Stack>
    </LoadingRegion>
  );
}
