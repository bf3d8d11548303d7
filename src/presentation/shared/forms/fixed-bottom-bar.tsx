import { Box, Paper } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { WideStepContext } from '../workspace/room-context';
import { NextStepButton } from './next-step';
import classes from './fixed-bottom-bar.module.css';

/** The bar's frame, shared with its loading skeleton so both sit in the same place at the same height. */
export const fixedBottomBarClasses = classes;

/**
 * The fixed action bar of the long forms (requirements §2: metadata two buttons, auction description three).
 * A labelled region so a keyboard or screen-reader user finds the form's actions by name; the page
 * keeps room below its last field (`<FixedBottomBarSpacer />`) so the bar never covers it. Inside the
 * launchpad workspace it also offers the next step once the step is saved (the frame decides which),
 * filled when it `leads` (see `useStepLead`).
 */
export function FixedBottomBar({
  label,
  start,
  leads,
  children,
}: {
  label: string;
  start?: ReactNode;
  leads?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={label} withBorder radius={0} p="sm" className={classes.bar} data-fixed-bar>
      <div className={classes.inner} data-wide={useContext(WideStepContext) || undefined}>
        <Box className={classes.start}>{start}</Box>
        <div className={classes.actions}>
          {children}
          <NextStepButton leads={leads} />
        </div>
      </div>
    </Paper>
  );
}

export function FixedBottomBarSpacer() {
  return <Box className={classes.spacer} aria-hidden />;
}
