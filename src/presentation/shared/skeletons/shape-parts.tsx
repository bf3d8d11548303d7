/* The pieces every step's loading shape is drawn with (each step's shape lives in its folder). */
import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A step's heading (h3 size) and its one- or two-line introduction. */
export function ShapeHeading({ intro = true }: { intro?: boolean }) {
  return (
    <Stack gap={8}>
      <Skeleton height={28} width={160} />
      {intro && <Skeleton height={14} width="70%" />}
    </Stack>
  );
}

/** A labelled input: the label line and the 36 px field. */
export function ShapeField({ height = 36 }: { height?: number }) {
  return (
    <Stack gap={6}>
      <Skeleton height={14} width={96} />
      <Skeleton height={height} />
    </Stack>
  );
}

/** A titled group of fields with a border, as the auction's and metadata's sections are. */
export function ShapeSection({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Skeleton height={16} width={120} />
        {children}
      </Stack>
    </Paper>
  );
}
