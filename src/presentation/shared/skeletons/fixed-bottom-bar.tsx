import { Group, Paper, Skeleton } from '@mantine/core';

/** The fixed action bar of the long forms (metadata: two buttons, auction description: three). */
export function FixedBottomBarSkeleton({ buttons }: { buttons: number }) {
  return (
    <Paper
      withBorder
      radius={0}
      p="sm"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 100 }}
    >
      <Group justify="flex-end" gap="sm" maw={1200} mx="auto">
        {Array.from({ length: buttons }, (_, i) => (
          <Skeleton key={i} height={36} width={96} radius="md" />
        ))}
      </Group>
    </Paper>
  );
}
