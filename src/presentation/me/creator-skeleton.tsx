import { Card, Grid, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { meCopy } from '../shared/copy/me-copy';

/** A label-sized bar above an input-sized block, as each field of the creator form looks. */
function FieldSkeleton({ height = 36 }: { height?: number }) {
  return (
    <Stack gap={6}>
      <Skeleton height={12} width={80} radius="sm" />
      <Skeleton height={height} radius="sm" />
    </Stack>
  );
}

/**
 * Requirements §2's creator skeleton: name, description, image and the YouTube, Instagram and X links,
 * laid out as the creator detail page is, so nothing jumps when it arrives.
 */
export function CreatorSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden role="status">{meCopy.creator.loading}</VisuallyHidden>
      <Skeleton height={14} width={120} radius="sm" />
      <Group gap="sm">
        <Skeleton height={30} width={220} radius="sm" />
        <Skeleton height={22} width={56} radius="sm" />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Group gap="md" data-skeleton="image">
                <Skeleton height={96} width={96} radius="md" />
                <Stack gap={8}>
                  <Skeleton height={30} width={110} radius="sm" />
                  <Skeleton height={12} width={240} radius="sm" />
                </Stack>
              </Group>
              <div data-skeleton="name">
                <FieldSkeleton />
              </div>
              <div data-skeleton="description">
                <FieldSkeleton height={110} />
              </div>
              <div data-skeleton="youtube">
                <FieldSkeleton />
              </div>
              <div data-skeleton="instagram">
                <FieldSkeleton />
              </div>
              <div data-skeleton="x">
                <FieldSkeleton />
              </div>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Skeleton height={120} radius="md" />
              <Skeleton height={16} width="60%" radius="sm" />
              <Skeleton height={12} radius="sm" />
              <Skeleton height={12} width="80%" radius="sm" />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
