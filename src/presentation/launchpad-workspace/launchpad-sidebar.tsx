import { Badge, Box, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { chainKrName } from '../../domain/chain/chains';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import type { LaunchProgress } from '../../domain/launchpad/launch-progress';
import { LaunchpadStatusMark } from '../shared/status/status-mark';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import type { StepTone } from '../shared/workspace/workspace-step';
import { RemainingBeforeReview } from './remaining-before-review';
import type { ReviewRequestViewModel } from './review-request-view-model';
import type { ReviewNeed, StepEntry } from './workspace-steps';

/**
 * A step's circle in both themes: a done step is filled (Mantine's light teal is a near-black green in
 * dark, where completed steps vanished); the others are rings in a shade that reads on either background.
 */
const ring = (color: string) => ({
  root: {
    color: `light-dark(var(--mantine-color-${color}-8), var(--mantine-color-${color}-3))`,
    borderColor: 'currentColor',
  },
});
const circle: Record<StepTone, { color: string; styles?: ReturnType<typeof ring> }> = {
  done: { color: 'teal.9' },
  progress: { color: 'blue', styles: ring('blue') },
  todo: { color: 'gray', styles: ring('gray') },
  locked: { color: 'gray', styles: ring('gray') },
};

function StepItem({ step, index, current }: { step: StepEntry; index: number; current: boolean }) {
  const look = circle[step.tone];
  const filled = step.tone === 'done' || current;
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Badge
        circle
        size="lg"
        variant={filled ? 'filled' : 'outline'}
        color={current && step.tone !== 'done' ? 'indigo' : look.color}
        styles={filled ? undefined : look.styles}
        aria-hidden
      >
        {index + 1}
      </Badge>
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
}: {
  launchpad: Launchpad;
  steps: readonly StepEntry[];
  current: string;
  needs: readonly ReviewNeed[];
  progress: LaunchProgress;
  review: ReviewRequestViewModel;
  /** Null while the name cannot change (from 승인됨 on). */
  onRename: (() => void) | null;
}) {
  return (
    <Stack gap="md" component="aside" aria-label={launchpad.name}>
      <Stack gap={6}>
        <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {launchpad.name}
        </Title>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {chainKrName(launchpad.chainId, launchpad.chain)}
          </Badge>
          <LaunchpadStatusMark status={launchpad.status} />
        </Group>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {workspaceCopy.kind[launchpad.collectionType]}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={onRename ?? undefined}
            disabled={!onRename}
            aria-label={workspaceCopy.rename.openLabel(launchpad.name)}
          >
            {workspaceCopy.rename.open}
          </Button>
        </Group>
      </Stack>
      <nav aria-label={workspaceCopy.stepsLabel}>
        <Stack component="ol" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map((step, index) => (
            <StepItem key={step.key} step={step} index={index} current={step.key === current} />
          ))}
        </Stack>
      </nav>
      <RemainingBeforeReview needs={needs} progress={progress} review={review} />
    </Stack>
  );
});
