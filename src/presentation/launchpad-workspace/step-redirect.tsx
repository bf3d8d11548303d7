import { Alert, Text } from '@mantine/core';
import type { CollectionType, Launchpad } from '../../domain/launchpad/launchpad';
import type { LaunchProgress } from '../../domain/launchpad/launch-progress';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';
import { stepHref, stepsFor, workspaceSteps } from './workspace-steps';

/** Kept in the history entry of a step the creator was sent to because the next one is not open yet. */
interface Blocked {
  stepBlocked: string;
}

/**
 * Where the creator goes instead of `step`, or null: a launchpad of the other kind to the same step of
 * its kind (or its first step); a step not open yet (`opens`) to the step before it, which says why.
 */
export function stepRedirect(
  step: WorkspaceStep,
  kind: CollectionType | undefined,
  launchpad: Launchpad,
  progress: LaunchProgress,
): { to: string; state?: Blocked } | null {
  const steps = stepsFor(launchpad.collectionType);
  if (kind && kind !== launchpad.collectionType) {
    return { to: stepHref(step, launchpad) ?? stepHref(steps[0]!, launchpad)! };
  }
  if (!step.opens || step.opens.when(progress)) return null;
  const before = steps[steps.indexOf(step) - 1];
  return before ? { to: stepHref(before, launchpad)!, state: { stepBlocked: step.key } } : null;
}

/** Why the creator was sent here (the step they asked for is not open yet), while that still holds. */
export function StepBlockedNotice({ state, progress }: { state: unknown; progress: LaunchProgress }) {
  const key = (state as Partial<Blocked> | null)?.stepBlocked;
  const blocked = workspaceSteps.find((step) => step.key === key)?.opens;
  if (!blocked || blocked.when(progress)) return null;
  return (
    <Alert color="yellow" variant="light" title={blocked.title} mb="lg" role="status">
      <Text size="sm">{blocked.text}</Text>
    </Alert>
  );
}
