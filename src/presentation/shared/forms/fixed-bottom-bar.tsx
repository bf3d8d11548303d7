import { Box, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { NextStepButton } from './next-step';

/** Room the page keeps free below its last field so the fixed bar never covers it. */
export const FIXED_BOTTOM_BAR_SPACE = 88;

/**
 * The fixed action bar of the long forms (requirements §2: metadata two buttons, auction description three).
 * A labelled region so a keyboard or screen-reader user finds the form's actions by name; the page
 * keeps `FIXED_BOTTOM_BAR_SPACE` of padding at its end (`<FixedBottomBarSpacer />`). Inside the
 * launchpad workspace it also offers the next step once the step is saved (the frame decides which).
 */
export function FixedBottomBar({ label, start, children }: { label: string; start?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={label}
      withBorder
      radius={0}
      p="sm"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 150 }}
    >
      <Group justify="space-between" gap="sm" maw={1200} mx="auto" wrap="nowrap">
        <Box style={{ minWidth: 0, flex: 1 }}>{start}</Box>
        <Group gap="sm" wrap="nowrap">
          {children}
          <NextStepButton />
        </Group>
      </Group>
    </Paper>
  );
}

export function FixedBottomBarSpacer() {
  return <Box h={FIXED_BOTTOM_BAR_SPACE} aria-hidden />;
}
