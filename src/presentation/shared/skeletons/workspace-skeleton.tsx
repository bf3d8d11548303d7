import { Box, Group, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import room from '../workspace/room-layout.module.css';
import { WideStepContext } from '../workspace/room-context';
import { LoadingRegion } from './loading-region';

/**
 * The workspace frame's left column while it loads: the launchpad's name, its chain and status
 * badges, the kind and 이름 변경, the four steps with their circles, and 심사 전 남은 일.
 */
function SidebarShape() {
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Skeleton height={29} width="80%" />
        <Group gap={6}>
          <Skeleton height={20} width={88} radius="xl" />
          <Skeleton height={20} width={56} radius="xl" />
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Skeleton height={12} width={64} />
          <Skeleton height={22} width={56} />
        </Group>
      </Stack>
      <Stack gap={4}>
        {Array.from({ length: 4 }, (_, i) => (
          <Group key={i} gap="sm" wrap="nowrap" align="flex-start" px={10} py={8}>
            <Skeleton height={26} width={26} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={10} width="35%" />
            </Stack>
          </Group>
        ))}
      </Stack>
      <Paper withBorder p="sm" radius="md">
        <Skeleton height={14} width="50%" mb={8} />
        <Skeleton height={12} width="80%" mb={6} />
        <Skeleton height={12} width="70%" />
      </Paper>
    </Stack>
  );
}

/** The rail's four marks and 심사 전 남은 일's, where a step that needs the width folds the column. */
function RailShape() {
  return (
    <Stack gap={6} align="center">
      {Array.from({ length: 4 }, (_, i) => (
        <Box key={i} w={44} h={44} style={{ display: 'grid', placeItems: 'center' }}>
          <Skeleton height={26} width={26} circle />
        </Box>
      ))}
      <Skeleton height={26} width={26} mt={28} />
    </Stack>
  );
}

/**
 * A launchpad step while the launchpad loads (the route's fallback and the frame's own wait): the
 * frame's one tree (workspace-frame.tsx, room-layout.module.css) with the steps column and the step's
 * shape (its `shape`, with its fixed bar), so the frame, the step and the bar stay put when the data
 * comes. A step that folds the column to a rail (`room: 'wide'`) shows, from the desktop breakpoint, the
 * rail's marks and the launchpad's line above the step; below it, the column as on every step.
 */
export function WorkspaceSkeleton({ children, rail = false }: { children: ReactNode; rail?: boolean }) {
  return (
    <LoadingRegion>
      <div className={room.frame} data-room={rail ? 'wide' : undefined}>
        <div>
          {rail ? (
            <>
              <Box visibleFrom="md">
                <RailShape />
              </Box>
              <Box hiddenFrom="md">
                <SidebarShape />
              </Box>
            </>
          ) : (
            <SidebarShape />
          )}
        </div>
        <div className={room.step}>
          {rail && (
            <Group gap="sm" mb="md" h={29} visibleFrom="md">
              <Skeleton height={26} width={220} />
              <Skeleton height={20} width={88} radius="xl" />
              <Skeleton height={20} width={56} radius="xl" />
            </Group>
          )}
          <WideStepContext value={rail}>{children}</WideStepContext>
        </div>
      </div>
    </LoadingRegion>
  );
}

/** One step inside the loaded frame, while the step's own data loads: its shape. */
export function StepSkeleton({ children }: { children: ReactNode }) {
  return (
    <LoadingRegion>
      <Box>{children}</Box>
    </LoadingRegion>
  );
}
