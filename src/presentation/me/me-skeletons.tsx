import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { LoadingRegion } from '../shared/skeletons/loading-region';

/** A section title (h2), with the dimmed line under it where the screen has one. */
function Heading({ intro = false }: { intro?: boolean }) {
  return (
    <Stack gap={8}>
      <Skeleton height={28} width={140} radius="sm" />
      {intro && <Skeleton height={14} width="70%" radius="sm" />}
    </Stack>
  );
}

/** Label and value rows, as the definition lists of these screens are laid out. */
function Rows({ count }: { count: number }) {
  return (
    <Stack gap="md">
      {Array.from({ length: count }, (_, i) => (
        <Group key={i} gap="lg" wrap="nowrap">
          <Skeleton height={14} width={96} radius="sm" />
          <Skeleton height={14} width={`${45 + ((i * 17) % 35)}%`} radius="sm" />
        </Group>
      ))}
    </Stack>
  );
}

/** /me/info: the user's details, then the phone number form (label, input, button). */
export function InfoSkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="lg">
        <Heading />
        <Card withBorder padding="lg">
          <Rows count={5} />
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Skeleton height={20} width={160} radius="sm" />
            <Skeleton height={12} width={100} radius="sm" />
            <Skeleton height={36} maw={360} radius="sm" />
            <Skeleton height={36} width={100} radius="sm" />
          </Stack>
        </Card>
      </Stack>
    </LoadingRegion>
  );
}

/** /me/wallet: the link status with the registered and connected wallets, then the action card. */
export function WalletSkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="lg">
        <Heading intro />
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group gap="sm">
              <Skeleton height={18} width={72} radius="sm" />
              <Skeleton height={26} width={96} radius="xl" />
            </Group>
            <Skeleton height={14} width="60%" radius="sm" />
            <Rows count={3} />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Skeleton height={14} width="50%" radius="sm" />
            <Skeleton height={36} width={110} radius="sm" />
          </Stack>
        </Card>
      </Stack>
    </LoadingRegion>
  );
}

/** /me/company: the company's details, read-only. */
export function CompanySkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="lg">
        <Heading intro />
        <Card withBorder padding="lg">
          <Rows count={6} />
        </Card>
      </Stack>
    </LoadingRegion>
  );
}

/** /me/creators: the heading with 크리에이터 만들기, then the profile cards. */
export function CreatorsSkeleton() {
  return (
    <LoadingRegion>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Heading intro />
          <Skeleton height={36} width={120} radius="sm" />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((i) => (
            <Card key={i} withBorder padding="md">
              <Group gap="md" wrap="nowrap">
                <Skeleton height={56} circle />
                <Stack gap={8} style={{ flex: 1 }}>
                  <Skeleton height={16} width="60%" radius="sm" />
                  <Skeleton height={12} width="80%" radius="sm" />
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </LoadingRegion>
  );
}
