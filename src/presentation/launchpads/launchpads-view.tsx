import { Alert, Button, EmptyState, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useDeferredValue } from 'react';
import { launchpadStatuses } from '../../domain/launchpad/launchpad';
import { launchpadCopy, launchpadStatusLabel } from '../shared/copy/launchpad-copy';
import { chainOptions } from '../shared/format/chain-options';
import { useViewModel } from '../shared/di/container-context';
import { LoadFailed } from '../shared/states/load-failed';
import { SetupChecklist } from './setup-checklist';
import { SetupChecklistViewModel } from './setup-checklist-view-model';
import { CreateLaunchpadDialog } from './create-launchpad-dialog';
import { LaunchpadList } from './launchpad-list';
import { LaunchpadListSkeleton } from './launchpad-list-skeleton';
import type { LaunchpadsViewModel } from './launchpads-view-model';

const filters = launchpadCopy.filters;
const statusOptions = [
  { value: '', label: filters.all },
  ...launchpadStatuses.map((status) => ({ value: status, label: launchpadStatusLabel[status] })),
];
const chainFilterOptions = [{ value: '', label: filters.all }, ...chainOptions(launchpadCopy.dialog)];
const sortOptions = [
  { value: 'created', label: filters.created },
  { value: 'name', label: filters.name },
];

export const LaunchpadsView = observer(function LaunchpadsView({ vm }: { vm: LaunchpadsViewModel }) {
  const { list, query } = vm;
  // The search field answers each keystroke at once; the filtered rows follow when there is time.
  const items = vm.itemsMatching(useDeferredValue(query.search));
  const checklist = useViewModel(SetupChecklistViewModel);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {launchpadCopy.title}
        </Title>
        {/* One 런치패드 만들기 a screen: with no launchpad yet it is the open checklist's, else the empty state's. */}
        {(list.data === undefined || vm.total > 0) && <Button onClick={vm.dialog.show}>{launchpadCopy.create}</Button>}
      </Group>
      <SetupChecklist vm={checklist} onCreate={vm.dialog.show} leads={list.data !== undefined && vm.total === 0} />
      {list.data === undefined && list.status === 'error' && (
        <LoadFailed message={launchpadCopy.loadFailed} onRetry={list.refetch} />
      )}
      {list.data === undefined && list.status !== 'error' && <LaunchpadListSkeleton />}
      {list.data !== undefined && vm.total === 0 && (
        <EmptyState title={launchpadCopy.emptyTitle} description={launchpadCopy.emptyBody}>
          {/* Once the checklist is known, so the button does not jump from here to it. */}
          {checklist.settled && !checklist.offersCreate && (
            <Button onClick={vm.dialog.show}>{launchpadCopy.create}</Button>
          )}
        </EmptyState>
      )}
      {list.data !== undefined && vm.total > 0 && (
        <>
          <Group justify="space-between" align="flex-end">
            <Group gap="sm" align="flex-end">
              <TextInput
                label={launchpadCopy.search}
                placeholder={launchpadCopy.searchPlaceholder}
                type="search"
                w={{ base: '100%', xs: 280 }}
                value={query.search}
                onChange={(event) => query.setSearch(event.currentTarget.value)}
              />
              <NativeSelect
                label={filters.status}
                data={statusOptions}
                value={query.status}
                onChange={(event) => query.setStatus(event.currentTarget.value)}
              />
              <NativeSelect
                label={filters.chain}
                data={chainFilterOptions}
                value={String(query.chainId)}
                onChange={(event) => query.setChain(event.currentTarget.value)}
              />
              <NativeSelect
                label={filters.sort}
                data={sortOptions}
                value={query.sort}
                onChange={(event) => query.setSort(event.currentTarget.value)}
              />
            </Group>
            <Group gap="sm">
              {(query.filtered || query.search !== '') && (
                <Button variant="subtle" size="compact-sm" onClick={query.clear}>
                  {launchpadCopy.clearFilters}
                </Button>
              )}
              <Text size="sm" c="dimmed" aria-live="polite">
                {launchpadCopy.count(items.length, vm.total)}
              </Text>
            </Group>
          </Group>
          {vm.incomplete && (
            <Alert color="yellow" variant="light" role="status">
              <Text size="sm">{launchpadCopy.incomplete(vm.loaded, vm.total)}</Text>
            </Alert>
          )}
          {items.length > 0 ? (
            <LaunchpadList items={items} onCopy={vm.copyAddress} />
          ) : (
            <Text c="dimmed">{query.filtered ? launchpadCopy.noMatchFiltered : launchpadCopy.noMatch}</Text>
          )}
        </>
      )}
      <CreateLaunchpadDialog vm={vm} />
    </Stack>
  );
});
