import { Anchor, Button, List, Paper, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { LaunchProgress } from '../../domain/launchpad/launch-progress';
import { reviewCopy } from '../shared/copy/review-copy';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import type { ReviewRequestViewModel } from './review-request-view-model';
import type { ReviewNeed } from './workspace-steps';

const copy = workspaceCopy.remaining;

/** Some part was accepted by a request that stopped part-way: the launch is still 작성 중. */
const stoppedPartWay = ({ metadata, auction }: LaunchProgress) =>
  [metadata, auction].some((part) => 'submitted' in part && part.submitted);

/**
 * 심사 전 남은 일: while the launch is 작성 중, each piece a review still needs, a link to the step where
 * it is done (`reviewNeeds`, from the steps' own declarations), and 심사 요청, enabled once nothing is
 * left. Under 심사 and after, where the launch stands.
 */
export const RemainingBeforeReview = observer(function RemainingBeforeReview({
  needs,
  progress,
  review,
  quiet = false,
}: {
  needs: readonly ReviewNeed[];
  progress: LaunchProgress;
  review: ReviewRequestViewModel;
  /** The step's bar offers 심사 요청 too (the last step): the bar's is the filled one, this steps back. */
  quiet?: boolean;
}) {
  const { status, readyForReview: ready } = progress;
  const left = status === 'DRAFT' ? needs : [];
  const note =
    status === 'IN_REVIEW'
      ? copy.inReview
      : status !== 'DRAFT'
        ? copy.closed
        : ready
          ? stoppedPartWay(progress)
            ? reviewCopy.partial
            : copy.ready
          : workspaceCopy.stepState.loading;
  const title =
    status === 'IN_REVIEW' ? copy.title.inReview : status === 'DRAFT' ? copy.title.draft : copy.title.closed;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="remaining-before-review">
      <Text size="sm" fw={700} id="remaining-before-review" mb={4}>
        {title}
      </Text>
      {left.length > 0 ? (
        <List size="sm" spacing={2} type="ordered">
          {left.map((need) => (
            <List.Item key={`${need.step}:${need.text}`}>
              <Anchor component={IntentLink} to={need.to} plain size="sm" c="inherit" underline="always">
                {need.text}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {status === 'DRAFT' && (
        <Button
          fullWidth
          mt="sm"
          variant={quiet ? 'default' : 'filled'}
          onClick={review.ask}
          disabled={!review.enabled}
          loading={review.running}
        >
          {reviewCopy.request}
        </Button>
      )}
    </Paper>
  );
});
