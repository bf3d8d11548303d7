import { Button, CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { setupCopy } from '../shared/copy/setup-copy';
import { useViewModel } from '../shared/di/container-context';
import { IntentLink } from '../shared/navigation/intent-link';
import { SetupChecklistViewModel, type SetupItem } from './setup-checklist-view-model';

function ItemRow({ item, index, onCreate }: { item: SetupItem; index: number; onCreate: () => void }) {
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
        <ThemeIcon
          radius="xl"
          size="md"
          variant={item.done ? 'filled' : 'light'}
          color={item.done ? 'teal.8' : 'gray'}
          aria-hidden
        >
          {item.done ? '✓' : index + 1}
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {item.label}
          </Text>
          <Text size="xs" c="dimmed">
            {item.state}
          </Text>
        </Stack>
      </Group>
      {!item.done &&
        (item.to ? (
          <Button component={IntentLink} to={item.to} plain size="xs" variant="light">
            {item.action}
          </Button>
        ) : (
          <Button size="xs" variant="light" onClick={onCreate}>
            {item.action}
          </Button>
        ))}
    </Group>
  );
}

/** The newcomer's checklist above the launchpad list: gone once every item is done, or dismissed. */
export const SetupChecklist = observer(function SetupChecklist({ onCreate }: { onCreate: () => void }) {
  const vm = useViewModel(SetupChecklistViewModel);
  const items = vm.items;
  if (!vm.visible || !items) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="setup-checklist-title">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={700} id="setup-checklist-title">
            {setupCopy.title}
          </Text>
          <Text size="xs" c="dimmed">
            {setupCopy.progress(vm.doneCount, items.length)}
          </Text>
          <Progress
            value={(vm.doneCount / items.length) * 100}
            size="sm"
            aria-label={setupCopy.progress(vm.doneCount, items.length)}
            maw={320}
          />
        </Stack>
        <CloseButton aria-label={setupCopy.dismiss} onClick={vm.dismiss} />
      </Group>
      <Stack
        component="ol"
        gap={0}
        mt="sm"
        aria-label={setupCopy.listLabel}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((item, index) => (
          <ItemRow key={item.key} item={item} index={index} onCreate={onCreate} />
        ))}
      </Stack>
    </Paper>
  );
});
