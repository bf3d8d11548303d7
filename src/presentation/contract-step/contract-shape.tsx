import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from '../shared/skeletons/fixed-bottom-bar';
import { ShapeField, ShapeHeading } from '../shared/skeletons/shape-parts';

/**
 * 컨트랙트: heading, chain and address (640 px wide), the deploy offer, then the kept contract's
 * 배포 정보 card (label and value rows); 컨트랙트 확인 and 저장 in the bar.
 */
export default function ContractShape() {
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <ShapeHeading />
        <Stack gap="md" maw={640}>
          <ShapeField />
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
