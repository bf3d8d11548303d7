import { Box, Paper, Skeleton } from '@mantine/core';
import { useContext } from 'react';
import { FixedBottomBarSpacer, fixedBottomBarClasses } from '../forms/fixed-bottom-bar';
import { WideStepContext } from '../workspace/room-context';

/**
 * The fixed action bar of a workspace step while it loads: the same frame, height and place as the
 * real bar (forms/fixed-bottom-bar.tsx), a status line at its start and the step's buttons at its
 * end, and the same room kept below the step, so the bar neither jumps nor disappears when the step arrives.
 */
export function FixedBottomBarSkeleton({ buttons }: { buttons: number }) {
  return (
    <>
      <FixedBottomBarSpacer />
      <Paper withBorder radius={0} p="sm" className={fixedBottomBarClasses.bar} data-fixed-bar>
        <div className={fixedBottomBarClasses.inner} data-wide={useContext(WideStepContext) || undefined}>
          <Box className={fixedBottomBarClasses.start}>
            <Skeleton height={14} width={160} maw="100%" mt={11} />
          </Box>
          <div className={fixedBottomBarClasses.actions}>
            {Array.from({ length: buttons }, (_, i) => (
              <Skeleton key={i} height={36} width={88} radius="sm" />
            ))}
          </div>
        </div>
      </Paper>
    </>
  );
}
