import { Anchor, List, Paper, Text } from '@mantine/core';
import type { LaunchpadStatus } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import type { ReviewNeed } from './workspace-steps';

const copy = workspaceCopy.remaining;

/**
 * 심사 전 남은 일: while the launch is 작성 중, each piece a review still needs, a link to the step where
 * it is done (`reviewNeeds`, from the steps' own declarations); once there is none, that it is ready.
 */
export function RemainingBeforeReview({
  needs,
  ready,
  status,
}: {
  needs: readonly ReviewNeed[];
  ready: boolean;
  status: LaunchpadStatus;
}) {
  const left = status === 'DRAFT' ? needs : [];
  const note =
    status === 'IN_REVIEW'
      ? copy.inReview
      : status !== 'DRAFT'
        ? copy.closed
        : ready
          ? copy.ready
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
    </Paper>
  );
}
