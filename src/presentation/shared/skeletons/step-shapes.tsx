import { Box, Group, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FixedBottomBarSkeleton } from './fixed-bottom-bar';

/** The launchpad workspace's steps (launchpad-workspace/workspace-steps.ts names them the same). */
export type WorkspaceStepKey = 'contract' | 'metadata' | 'editions' | 'auction';

/** A step's heading (h3 size) and its one- or two-line introduction. */
function Heading({ intro = true }: { intro?: boolean }) {
  return (
    <Stack gap={8}>
      <Skeleton height={28} width={160} />
      {intro && <Skeleton height={14} width="70%" />}
    </Stack>
  );
}

/** A labelled input: the label line and the 36 px field. */
function Field({ height = 36 }: { height?: number }) {
  return (
    <Stack gap={6}>
      <Skeleton height={14} width={96} />
      <Skeleton height={height} />
    </Stack>
  );
}

/** A titled group of fields with a border, as the auction's and metadata's sections are. */
function Section({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Skeleton height={16} width={120} />
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * 컨트랙트: heading, chain and address (640 px wide), the deploy offer, then the kept contract's
 * 배포 정보 card (label and value rows); 컨트랙트 확인 and 저장 in the bar.
 */
function ContractShape() {
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Heading />
        <Stack gap="md" maw={640}>
          <Field />
          <Field />
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

/** 컬렉션 메타데이터: the collection's fields and the token's (with an image each); 임시저장 and 제출. */
function MetadataShape() {
  return (
    <Stack gap="xl">
      <Heading />
      <Stack gap="md">
        <Field />
        <Field height={84} />
        <Skeleton height={160} width={160} radius="md" />
      </Stack>
      <Stack gap="md">
        <Skeleton height={22} width={140} />
        <Field />
        <Field height={84} />
        <Field />
      </Stack>
      <FixedBottomBarSkeleton buttons={2} />
    </Stack>
  );
}

/** 에디션: heading, the toolbar (files and rows on the left, search and filter on the right), the drop zone and the grid; 저장. */
function EditionsShape() {
  return (
    <Stack gap="md">
      <Heading />
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
        <Field />
        <Field height={60} />
      </Stack>
    </Paper>
  );
}

/** 경매 설명: basic info, the item cards, the visibility switch, the project info and the social links; 미리보기, 임시저장 and 제출. */
function AuctionShape() {
  return (
    <Stack gap="lg">
      <Heading intro={false} />
      <Stack gap="xl">
        <Section>
          <Field />
          <Field />
          <Field height={60} />
        </Section>
        <Section>
          <Skeleton height={14} width="60%" />
          <AuctionItemCard />
          <AuctionItemCard />
        </Section>
        <Section>
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={24} width={44} radius="xl" />
            <Skeleton height={14} width={120} />
          </Group>
        </Section>
        <Section>
          <Field height={120} />
        </Section>
        <Section>
          {Array.from({ length: 5 }, (_, i) => (
            <Field key={i} />
          ))}
        </Section>
      </Stack>
      <FixedBottomBarSkeleton buttons={3} />
    </Stack>
  );
}

/** A step's own shape, with its fixed bar (the frame around it is the caller's). */
export function StepShape({ step }: { step: WorkspaceStepKey }) {
  const Shape = { contract: ContractShape, metadata: MetadataShape, editions: EditionsShape, auction: AuctionShape }[
    step
  ];
  return (
    <Box>
      <Shape />
    </Box>
  );
}
