import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from '../shared/skeletons/fixed-bottom-bar';
import { ShapeField, ShapeHeading } from '../shared/skeletons/shape-parts';

/**
 * 컨트랙트: heading, the launchpad's chain (a term and its value), the address (640 px wide) and the deploy
 * offer, then a card of label and value rows (the kept contract); 컨트랙트 확인 and 저장 in the bar.
 */
export default function ContractShape() {
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <ShapeHeading />
        <Stack gap={6}>
          <Skeleton height={14} width={40} />
          <Skeleton height={18} width={200} />
        </Stack>
        <Stack gap="md" maw={640}>
          <ShapeField />
          <Skeleton height={14} width={220} />
        </Stack>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Skeleton height={22} width={100} />
          {Array.from({ length: 6 }, (_, i) => (
            <Group key={i} gap="md" wrap="nowrap">
              <Skeleton height={14} width={120} />
              <Skeleton height={14} width={`${30 + ((i * 17) % 40)}%`} />
            </Group>
          ))}
        </Stack>
      </Paper>
      <FixedBottomBarSkeleton buttons={2} />
    </Stack>
  );
}
