import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import { CompactStepper } from './compact-stepper';
import { LaunchpadIdentity } from './launchpad-identity';
import { RemainingBeforeReview } from './remaining-before-review';
import { StepCircle } from './step-circle';
import type { StepsProps } from './step-rail';
import type { StepEntry } from './workspace-steps';

function StepItem({ step, index, current }: { step: StepEntry; index: number; current: boolean }) {
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <StepCircle tone={step.tone} position={index + 1} current={current} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={current ? 700 : 500}>
          {step.label}
        </Text>
        <Text size="xs" c="dimmed">
          {step.text}
        </Text>
      </Stack>
    </Group>
  );
  const style = {
    display: 'block',
    padding: '8px 10px',
    borderRadius: 'var(--mantine-radius-md)',
    background: current ? 'var(--mantine-color-default-hover)' : undefined,
  };
  return (
    <li aria-current={current ? 'step' : undefined}>
      {step.to && !current ? (
        <UnstyledButton component={IntentLink} to={step.to} plain style={style}>
          {body}
        </UnstyledButton>
      ) : (
        <Box style={style} aria-disabled={step.to ? undefined : true}>
          {body}
        </Box>
      )}
    </li>
  );
}

/**
 * The launchpad workspace's left column: which launchpad this is (with 이름 변경, while the launch lets
 * its name change), its steps with their states (the current one is the only `aria-current`), and what
 * is left before 심사.
 */
export const LaunchpadSidebar = observer(function LaunchpadSidebar({
  launchpad,
  steps,
  current,
  needs,
  progress,
  review,
  onRename,
  compact = false,
  reviewInBar = false,
}: StepsProps & {
  launchpad: Launchpad;
  /** Null while the name cannot change (from 승인됨 on). */
  onRename: (() => void) | null;
  /** Below the desktop breakpoint: the steps are one line (CompactStepper), so the step starts in the first screen. */
  compact?: boolean;
}) {
  return (
    <Stack gap="md" component="aside" aria-label={launchpad.name}>
      <LaunchpadIdentity launchpad={launchpad} onRename={onRename} />
      {compact ? (
        <CompactStepper steps={steps} current={current} />
      ) : (
        <nav aria-label={workspaceCopy.stepsLabel}>
          <Stack component="ol" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {steps.map((step, index) => (
              <StepItem key={step.key} step={step} index={index} current={step.key === current} />
            ))}
          </Stack>
        </nav>
      )}
      <RemainingBeforeReview needs={needs} progress={progress} review={review} quiet={reviewInBar} />
    </Stack>
  );
});
