import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from '../shared/skeletons/fixed-bottom-bar';
import { ShapeHeading } from '../shared/skeletons/shape-parts';

/** 에디션: heading, the toolbar (files and rows on the left, search and filter on the right), the drop zone and the grid; 저장. */
export default function EditionsShape() {
  return (
    <Stack gap="md">
      <ShapeHeading />
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          {[88, 100, 96, 120, 76, 76].map((width, i) => (
            <Skeleton key={i} height={36} width={width} />
          ))}
        </Group>
        <Group gap="xs">
          <Skeleton height={36} width={200} />
          <Skeleton height={36} width={180} />
        </Group>
      </Group>
      <Skeleton height={38} />
      <Paper withBorder radius="sm">
        {Array.from({ length: 9 }, (_, i) => (
          <Group
            key={i}
            gap="md"
            wrap="nowrap"
            px="sm"
            h={40}
            style={{ borderTop: i ? '1px solid var(--mantine-color-default-border)' : undefined }}
          >
            <Skeleton height={12} width={40} />
            <Skeleton height={12} width="30%" />
            <Skeleton height={12} width="20%" />
            <Skeleton height={12} width="25%" />
          </Group>
        ))}
      </Paper>
      <FixedBottomBarSkeleton buttons={1} />
    </Stack>
  );
}
