import { Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { meCopy } from '../shared/copy/me-copy';
import { DraftRestoreBanner } from '../shared/forms/draft-restore-banner';
import { LeaveGuard } from '../shared/forms/leave-guard';
import type { CreatorDetailViewModel } from './creator-detail-view-model';
import { CreatorForm } from './creator-form';
import { CreatorPreview } from './creator-preview';
import { CreatorSkeleton } from './creator-skeleton';
import { CreatorStatusMark } from '../shared/status/status-mark';
import { LoadFailed } from '../shared/states/load-failed';

export const CreatorDetailView = observer(function CreatorDetailView({ vm }: { vm: CreatorDetailViewModel }) {
  const creator = vm.creator;
  if (vm.status === 'error' && !creator) return <LoadFailed onRetry={() => void vm.query?.refetch()} />;
  if (vm.status !== 'ready' || !creator) return <CreatorSkeleton />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/me/creators" size="sm">
        ← {meCopy.creator.back}
      </Anchor>
      <Group gap="sm">
        <Title order={2}>{creator.name}</Title>
        <CreatorStatusMark status={creator.status} />
      </Group>
      <DraftRestoreBanner draft={vm.form} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <CreatorForm vm={vm} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CreatorPreview creator={creator} />
        </Grid.Col>
      </Grid>
      <LeaveGuard when={vm.isDirty} />
    </Stack>
  );
});
