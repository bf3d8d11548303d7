import { Button, EmptyState, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { launchpadCopy } from '../copy/launchpad-copy';
import { LoadFailed } from '../me/load-failed';
import { SetupChecklist } from '../setup-checklist/setup-checklist';
import { CreateLaunchpadDialog } from './create-launchpad-dialog';
import { LaunchpadList } from './launchpad-list';
import { LaunchpadListSkeleton } from './launchpad-list-skeleton';
import type { LaunchpadsViewModel } from './launchpads-view-model';

export const LaunchpadsView = observer(function LaunchpadsView({ vm }: { vm: LaunchpadsViewModel }) {
  const { list } = vm;
  // The search field answers each keystroke at once; the filtered rows follow when there is time.
  const items = vm.itemsMatching(useDeferredValue(vm.search));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {launchpadCopy.title}
        </Title>
        <Button onClick={vm.openDialog}>{launchpadCopy.create}</Button>
      </Group>
      <SetupChecklist onCreate={vm.openDialog} />
      {list.data === undefined && list.status === 'error' && <LoadFailed message={launchpadCopy.loadFailed} onRetry={list.refetch} />}
      {list.data === undefined && list.status !== 'error' && <LaunchpadListSkeleton />}
      {list.data !== undefined && vm.total === 0 && (
        <EmptyState title={launchpadCopy.emptyTitle} description={launchpadCopy.emptyBody}>
          <Button onClick={vm.openDialog}>{launchpadCopy.create}</Button>
        </EmptyState>
      )}
      {list.data !== undefined && vm.total > 0 && (
        <>
          <Group justify="space-between" align="flex-end">
            <TextInput
              label={launchpadCopy.search}
              placeholder={launchpadCopy.searchPlaceholder}
              type="search"
              w={320}
              value={vm.search}
              onChange={(event) => vm.setSearch(event.currentTarget.value)}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {launchpadCopy.count(items.length, vm.total)}
            </Text>
          </Group>
          {items.length > 0 ? <LaunchpadList items={items} onCopy={vm.copyAddress} /> : <Text c="dimmed">{launchpadCopy.noMatch}</Text>}
        </>
      )}
      <CreateLaunchpadDialog vm={vm} />
    </Stack>
  );
});
