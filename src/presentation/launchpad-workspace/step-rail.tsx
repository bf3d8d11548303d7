import { Badge, Box, Divider, Popover, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { LaunchProgress } from '../../domain/launchpad/launch-progress';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import { RemainingBeforeReview } from './remaining-before-review';
import type { ReviewRequestViewModel } from './review-request-view-model';
import { StepCircle } from './step-circle';
import classes from './workspace-frame.module.css';
import type { ReviewNeed, StepEntry } from './workspace-steps';

const copy = workspaceCopy.rail;
// A mark's tooltip shows for the keyboard's focus too, not only the pointer.
const TOOLTIP_EVENTS = { hover: true, focus: true, touch: false };

/**
 * One step's mark: its number in its circle, named for a screen reader and shown in a tooltip (`1단계
 * 컨트랙트: 저장됨`). Every mark takes the focus: a step that can be opened is a link (the current one
 * too, marked `aria-current`); one that cannot yet says so (`aria-disabled`) and leads nowhere.
 */
function RailMark({ step, position, current }: { step: StepEntry; position: number; current: boolean }) {
  // The name is text (hidden from sight), so the mark reads like the column's line: `1단계 컨트랙트: 저장됨`.
  const body = (
    <>
      <StepCircle tone={step.tone} position={position} current={current} />
      <VisuallyHidden>{copy.step(position, step.label, step.text)}</VisuallyHidden>
    </>
  );
  return (
    <li aria-current={current ? 'step' : undefined}>
      <Tooltip
        label={`${position}. ${step.label} · ${step.text}`}
        position="right"
        withArrow
        openDelay={150}
        events={TOOLTIP_EVENTS}
      >
        {step.to ? (
          <UnstyledButton
            component={IntentLink}
            to={step.to}
            plain
            className={classes.mark}
            data-current={current || undefined}
          >
            {body}
          </UnstyledButton>
        ) : (
          // Not open yet: focusable for its name and tooltip, leading nowhere (as the column's line).
          <Box component="span" role="link" tabIndex={0} className={classes.mark} aria-disabled>
            {body}
          </Box>
        )}
      </Tooltip>
    </li>
  );
}

/** What the steps column and the rail show: the steps, where the launch stands and 심사 요청. */
export interface StepsProps {
  steps: readonly StepEntry[];
  current: string;
  needs: readonly ReviewNeed[];
  progress: LaunchProgress;
  review: ReviewRequestViewModel;
  /** The step's bar offers 심사 요청 (the last step): the card's steps back. */
  reviewInBar?: boolean;
}

/**
 * The steps column folded to a rail, on the steps that need the width (`room: 'wide'`): the steps'
 * marks, then 심사 전 남은 일 behind its own mark (the count of what is left, or ✓), opened in place.
 */
export const StepRail = observer(function StepRail({
  steps,
  current,
  needs,
  progress,
  review,
  reviewInBar = false,
}: StepsProps) {
  const { status } = progress;
  const left = status === 'DRAFT' ? needs.length : 0;
  const title = workspaceCopy.remaining.title;
  const label = status === 'DRAFT' ? copy.remaining(left) : status === 'IN_REVIEW' ? title.inReview : title.closed;
  // While the parts are still read, nothing is left and nothing is ready yet: the mark waits (…).
  const ready = status !== 'DRAFT' || (left === 0 && progress.readyForReview);
  const caption =
    copy.caption[
      status === 'DRAFT' ? (left > 0 || !ready ? 'draft' : 'ready') : status === 'IN_REVIEW' ? 'inReview' : 'closed'
    ];
  return (
    <Stack gap="md" align="center">
      <nav aria-label={workspaceCopy.stepsLabel}>
        <Stack component="ol" gap={6} align="center" className={classes.railList}>
          {steps.map((step, index) => (
            <RailMark key={step.key} step={step} position={index + 1} current={step.key === current} />
          ))}
        </Stack>
      </nav>
      <Divider w={28} />
      <Popover position="right-start" width={300} shadow="md" withArrow trapFocus={false}>
        <Popover.Target>
          <Tooltip label={label} position="right" withArrow openDelay={150} events={TOOLTIP_EVENTS}>
            <UnstyledButton className={classes.remaining}>
              <Badge
                size="lg"
                radius="sm"
                variant={left > 0 ? 'light' : 'outline'}
                color={left > 0 ? 'orange' : 'teal'}
                aria-hidden
              >
                {left > 0 ? left : ready ? '✓' : '…'}
              </Badge>
              <Text span size="10px" lh={1.2} c="dimmed" aria-hidden>
                {caption}
              </Text>
              <VisuallyHidden>{label}</VisuallyHidden>
            </UnstyledButton>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <RemainingBeforeReview needs={needs} progress={progress} review={review} quiet={reviewInBar} />
        </Popover.Dropdown>
      </Popover>
    </Stack>
  );
});
