import { Box, Grid, Skeleton, Stack } from '@mantine/core';
import { FixedBottomBarSkeleton } from './fixed-bottom-bar';
import { LoadingRegion } from './loading-region';

function SectionSkeleton({ fields }: { fields: number }) {
  return (
    <Stack gap="sm">
      <Skeleton height={22} width="30%" />
      {Array.from({ length: fields }, (_, i) => (
        <Stack key={i} gap={6}>
          <Skeleton height={12} width={120} />
          <Skeleton height={36} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Requirements §2: a left column, a main column with two sections, and a fixed bottom bar with two buttons. */
export function MetadataSkeleton() {
  return (
    <LoadingRegion>
      <Box pb={80}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="sm">
              <Skeleton height={18} width="70%" />
              <Skeleton height={14} width="50%" />
              <Skeleton height={14} width="60%" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="xl">
              <SectionSkeleton fields={3} />
              <SectionSkeleton fields={4} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Box>
      <FixedBottomBarSkeleton buttons={2} />
    </LoadingRegion>
  );
}
