import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from '../shared/skeletons/fixed-bottom-bar';
import { ShapeField, ShapeHeading, ShapeSection } from '../shared/skeletons/shape-parts';

/** One item card of the auction: its title row, the image with its button, the name and the description. */
function AuctionItemCard() {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Skeleton height={18} width={64} />
          <Skeleton height={28} width={160} />
        </Group>
        <Skeleton height={128} width={128} radius="sm" />
        <ShapeField />
        <ShapeField height={60} />
      </Stack>
    </Paper>
  );
}

/** 경매 설명: basic info, the item cards, the visibility switch, the project info and the social links; 미리보기, 임시저장 and 저장. */
export default function AuctionShape() {
  return (
    <Stack gap="lg">
      <ShapeHeading intro={false} />
      <Stack gap="xl">
        <ShapeSection>
          <ShapeField />
          <ShapeField />
          <ShapeField height={60} />
        </ShapeSection>
        <ShapeSection>
          <Skeleton height={14} width="60%" />
          <AuctionItemCard />
          <AuctionItemCard />
        </ShapeSection>
        <ShapeSection>
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={24} width={44} radius="xl" />
            <Skeleton height={14} width={120} />
          </Group>
        </ShapeSection>
        <ShapeSection>
          <ShapeField height={120} />
        </ShapeSection>
        <ShapeSection>
          {Array.from({ length: 5 }, (_, i) => (
            <ShapeField key={i} />
          ))}
        </ShapeSection>
      </Stack>
      <FixedBottomBarSkeleton buttons={3} />
    </Stack>
  );
}
