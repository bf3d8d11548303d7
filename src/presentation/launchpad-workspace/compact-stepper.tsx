import { Button, Group, Menu, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import { StepCircle } from './step-circle';
import type { StepEntry } from './workspace-steps';

const copy = workspaceCopy.stepper;

function StepText({ step, strong }: { step: StepEntry; strong: boolean }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={strong ? 700 : 500} lineClamp={1}>
        {step.label}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {step.text}
      </Text>
    </Stack>
  );
}

/** One step in the menu: a link where it can be opened; the current step and a step not open yet are shown, not offered. */
function StepMenuItem({ step, position, current }: { step: StepEntry; position: number; current: boolean }) {
  const left = <StepCircle tone={step.tone} position={position} current={current} size="md" />;
  const body = <StepText step={step} strong={current} />;
  if (step.to && !current) {
    return (
      <Menu.Item component={IntentLink} to={step.to} plain leftSection={left}>
        {body}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item
      disabled
      leftSection={left}
      aria-current={current ? 'step' : undefined}
      rightSection={
        current ? (
          <Text size="xs" c="dimmed">
            {workspaceCopy.current}
          </Text>
        ) : undefined
      }
    >
      {body}
    </Menu.Item>
  );
}

/**
 * The steps column below the desktop breakpoint (a phone): one line above the step with the current
 * step, its place (N/M) and 단계 목록, a menu of every step with its state, each a link where it can be
 * opened. The step starts in the first screen instead of below a column of four steps.
 */
export function CompactStepper({ steps, current }: { steps: readonly StepEntry[]; current: string }) {
  const index = Math.max(
    0,
    steps.findIndex((step) => step.key === current),
  );
  const step = steps[index];
  if (!step) return null;
  const position = index + 1;
  return (
    <Paper component="nav" aria-label={workspaceCopy.stepsLabel} withBorder radius="md" p="xs">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <StepCircle tone={step.tone} position={position} current />
          <Stack gap={0} style={{ minWidth: 0 }} aria-current="step">
            <VisuallyHidden>{copy.countLabel(position, steps.length)}</VisuallyHidden>
            <StepText step={step} strong />
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" aria-hidden style={{ flexShrink: 0 }}>
          {copy.count(position, steps.length)}
        </Text>
        {/* No focus placeholder: Mantine's is a role="presentation" div with a tabindex inside role="menu", which axe
            fails (aria-required-children); the keyboard opens the menu on its first step instead. */}
        <Menu
          position="bottom-end"
          width={260}
          withInitialFocusPlaceholder={false}
          // Two lines per step (its name, its state): room between them for a finger and the eye.
          styles={{ item: { paddingBlock: 8 } }}
        >
          <Menu.Target>
            <Button variant="default" size="sm" style={{ flexShrink: 0 }} rightSection={<span aria-hidden>▾</span>}>
              {copy.menu}
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={copy.menu}>
            {steps.map((entry, i) => (
              <StepMenuItem key={entry.key} step={entry} position={i + 1} current={entry.key === current} />
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
