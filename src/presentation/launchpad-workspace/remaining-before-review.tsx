import { List, Paper, Text } from '@mantine/core';
import type { LaunchpadStatus } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { remainingBeforeReview, type WorkspaceStep } from './workspace-steps';

const copy = workspaceCopy.remaining;

/** 심사 전 남은 일: what the creator still has to do before the launchpad can go to review (then where 심사 stands). */
export function RemainingBeforeReview({ steps, status }: { steps: readonly WorkspaceStep[]; status: LaunchpadStatus }) {
  const left = status === 'DRAFT' ? remainingBeforeReview(steps) : [];
  const note = status === 'IN_REVIEW' ? copy.inReview : status === 'DRAFT' ? copy.ready : copy.closed;
  const title =
    status === 'IN_REVIEW' ? copy.title.inReview : status === 'DRAFT' ? copy.title.draft : copy.title.closed;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="remaining-before-review">
      <Text size="sm" fw={700} id="remaining-before-review" mb={4}>
        {title}
      </Text>
      {left.length > 0 ? (
        <List size="sm" spacing={2} type="ordered">
          {left.map((item) => (
            <List.Item key={item}>{item}</List.Item>
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
