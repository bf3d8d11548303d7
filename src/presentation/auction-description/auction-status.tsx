import { Badge, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { auctionCopy } from '../shared/copy/auction-copy';
import { formatDraftTime } from '../shared/copy/form-copy';
import type { AuctionDescriptionViewModel } from './auction-description-view-model';

/** Where the saved description stands: not saved, 작성 중 or 제출됨, with its time. */
export const AuctionStatus = observer(function AuctionStatus({ vm }: { vm: AuctionDescriptionViewModel }) {
  const saved = vm.saved;
  if (!saved) {
    return (
      <Text size="sm" c="dimmed">
        {auctionCopy.status.none}
      </Text>
    );
  }
  const submitted = saved.status === 'SUBMITTED';
  const time = submitted ? saved.submittedAt : saved.updatedAt;
  return (
    <Group gap={6}>
      <Badge variant={submitted ? 'filled' : 'outline'} color={submitted ? 'teal.9' : 'gray'}>
        {auctionCopy.status[saved.status]}
      </Badge>
      {time && (
        <Text size="sm" c="dimmed">
          {submitted
            ? auctionCopy.status.submittedAt(formatDraftTime(new Date(time)))
            : auctionCopy.status.savedAt(formatDraftTime(new Date(time)))}
        </Text>
      )}
    </Group>
  );
});
