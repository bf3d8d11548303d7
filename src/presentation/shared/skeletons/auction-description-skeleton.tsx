import { Box, Group, Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from './fixed-bottom-bar';
import { LoadingRegion } from './loading-region';

const SOCIAL_LINKS = ['website', 'youtube', 'instagram', 'x', 'kakaotalk'] as const;

function Block({ lines }: { lines: number }) {
  return (
    <Stack gap="xs">
      <Skeleton height={20} width="25%" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={14} width={`${90 - i * 12}%`} />
      ))}
    </Stack>
  );
}

/**
 * Requirements §2: basic info, editions/items, a toggle row, a project info block and the social links
 * (website, YouTube, Instagram, X, KakaoTalk), plus a fixed bottom bar with three buttons.
 */
export function AuctionDescriptionSkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="xl" pb={80}>
        <Block lines={3} />
        <Stack gap="xs">
          <Skeleton height={20} width="25%" />
          <Group gap="sm">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={96} width={96} />
            ))}
          </Group>
        </Stack>
        <Group justify="space-between">
          <Skeleton height={16} width={120} />
          <Skeleton height={24} width={44} radius="xl" />
        </Group>
        <Block lines={4} />
        <Stack gap="xs">
          {SOCIAL_LINKS.map((link) => (
            <Group key={link} gap="sm" wrap="nowrap">
              <Skeleton height={24} width={24} circle />
              <Skeleton height={32} />
            </Group>
          ))}
        </Stack>
      </Stack>
      <Box />
      <FixedBottomBarSkeleton buttons={3} />
    </LoadingRegion>
  );
}
