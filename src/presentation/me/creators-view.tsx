import {
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { Creator } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { CreateCreatorDialog } from './create-creator-dialog';
import { CreatorAvatar } from './creator-avatar';
import { CreatorStatusMark } from '../shared/status/status-mark';
import type { CreatorsViewModel } from './creators-view-model';
import { LoadFailed } from '../shared/states/load-failed';
import { formatDate } from '../shared/format/korean-format';
import classes from './creator-card.module.css';

function CreatorCard({ creator }: { creator: Creator }) {
  return (
    <Card withBorder padding="md" component={Link} to={`/me/creators/${creator.id}`} className={classes.card}>
      <Group gap="md" wrap="nowrap">
        <CreatorAvatar name={creator.name} src={creator.imageUrl} size={56} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {creator.name}
          </Text>
          <Group gap="xs">
            <CreatorStatusMark status={creator.status} />
            <Text size="xs" c="dimmed">
              {meCopy.creators.updatedAt(formatDate(creator.updatedAt))}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
      <VisuallyHidden role="status">{meCopy.loading}</VisuallyHidden>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={90} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export const CreatorsView = observer(function CreatorsView({ vm }: { vm: CreatorsViewModel }) {
  const { creators } = vm;
  const add = (
    <Button onClick={vm.dialog.show} disabled={creators.status !== 'ready'}>
      {meCopy.creators.add}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2}>{meCopy.creators.title}</Title>
          <Text size="sm" c="dimmed">
            {meCopy.creators.description}
          </Text>
        </Stack>
        {vm.items.length > 0 && add}
      </Group>
      {creators.status === 'error' && !creators.data ? (
        <LoadFailed onRetry={() => void creators.refetch()} />
      ) : creators.status !== 'ready' ? (
        <ListSkeleton />
      ) : vm.items.length === 0 ? (
        <Card withBorder padding="xl">
          <EmptyState title={meCopy.creators.emptyTitle} description={meCopy.creators.emptyBody}>
            <EmptyState.Actions>{add}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          component="ul"
          aria-label={meCopy.creators.listLabel}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {vm.items.map((creator) => (
            <li key={creator.id}>
              <CreatorCard creator={creator} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <CreateCreatorDialog vm={vm} />
    </Stack>
  );
});
