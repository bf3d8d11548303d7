import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from '../shared/skeletons/fixed-bottom-bar';
import { ShapeField, ShapeHeading, ShapeSection } from '../shared/skeletons/shape-parts';

/** One item's line of the compact list: its handle, picture, name and description's start, and its two buttons. */
function AuctionItemLine() {
  return (
    <Paper withBorder radius="md" px={8} py={6}>
      <Group gap="xs" wrap="nowrap" mih={44}>
        <Skeleton height={20} width={20} />
        <Skeleton height={40} width={40} radius="sm" />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} width="30%" />
          <Skeleton height={10} width="45%" />
        </Stack>
        <Skeleton height={24} width={24} />
        <Skeleton height={24} width={24} />
      </Group>
    </Paper>
  );
}

/** 경매 설명: basic info, the items' lines, the visibility switch, the project info and the social links; 미리보기, 임시저장 and 저장. */
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
          <Stack gap={6}>
            <AuctionItemLine />
            <AuctionItemLine />
            <AuctionItemLine />
          </Stack>
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
