import { Badge } from '@mantine/core';
import type { StepTone } from '../shared/workspace/workspace-step';

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

/** The step's number in its circle, shared by the steps column and the phone's stepper (its text says the state). */
export function StepCircle({
  tone,
  position,
  current,
  size = 'lg',
}: {
  tone: StepTone;
  position: number;
  current: boolean;
  size?: 'md' | 'lg';
}) {
  const look = circle[tone];
  const filled = tone === 'done' || current;
  return (
    <Badge
      circle
      size={size}
      variant={filled ? 'filled' : 'outline'}
      color={current && tone !== 'done' ? 'indigo' : look.color}
      styles={filled ? undefined : look.styles}
      aria-hidden
    >
      {position}
    </Badge>
  );
}
