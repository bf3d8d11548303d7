import { Button, Flex, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { setupCopy } from '../shared/copy/setup-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import { SETUP_CHECKLIST_ANCHOR } from '../shared/navigation/setup-checklist-link';
import type { SetupChecklistViewModel, SetupItem } from './setup-checklist-view-model';

function ItemAction({ item, primary, onCreate }: { item: SetupItem; primary: boolean; onCreate: () => void }) {
  if (!item.action) return null;
  const variant = primary ? 'filled' : 'light';
  // Under the text on a phone (beside the circle's column), beside it from sm up.
  const style = { flexShrink: 0 };
  return item.to ? (
    <Button
      component={IntentLink}
      to={item.to}
      plain
      size="xs"
      variant={variant}
      style={style}
      ml={{ base: 40, sm: 0 }}
    >
      {item.action}
    </Button>
  ) : (
    <Button size="xs" variant={variant} onClick={onCreate} style={style} ml={{ base: 40, sm: 0 }}>
      {item.action}
    </Button>
  );
}

function ItemRow({
  item,
  index,
  primary,
  onCreate,
}: {
  item: SetupItem;
  index: number;
  primary: boolean;
  onCreate: () => void;
}) {
  return (
    <Flex
      component="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', sm: 'center' }}
      gap="xs"
      py={6}
    >
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
      <ItemAction item={item} primary={primary} onCreate={onCreate} />
    </Flex>
  );
}

/**
 * The setup checklist above the launchpad list, until the creator's first launch is in review. Folded, it
 * is one line with its progress and 체크리스트 열기; a task's toast (체크리스트로 돌아가기) opens it again.
 */
export const SetupChecklist = observer(function SetupChecklist({
  vm,
  onCreate,
  leads,
}: {
  vm: SetupChecklistViewModel;
  onCreate: () => void;
  /** No other filled button on the screen: the next item's is the filled one (else every item's is light). */
  leads: boolean;
}) {
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const items = vm.items;
  const visible = vm.visible;
  useEffect(() => {
    if (!visible || hash !== `#${SETUP_CHECKLIST_ANCHOR}`) return;
    vm.setFolded(false);
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus();
  }, [visible, hash, vm]);
  if (!visible || !items) return null;
  const progress = setupCopy.progress(vm.doneCount, items.length);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="setup-checklist-title"
      id={SETUP_CHECKLIST_ANCHOR}
    >
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Text component="h2" fw={700} m={0} id="setup-checklist-title" ref={heading} tabIndex={-1}>
            {setupCopy.title}
          </Text>
          <Text size="xs" c="dimmed">
            {progress}
          </Text>
          {!vm.folded && (
            <Progress value={(vm.doneCount / items.length) * 100} size="sm" aria-label={progress} maw={320} />
          )}
        </Stack>
        {vm.folded ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => vm.setFolded(false)}
            aria-expanded={false}
            aria-controls="setup-checklist-items"
          >
            {setupCopy.open}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => vm.setFolded(true)}
            aria-label={setupCopy.foldLabel}
            aria-expanded
            aria-controls="setup-checklist-items"
          >
            {setupCopy.fold}
          </Button>
        )}
      </Group>
      {!vm.folded && (
        <Stack
          component="ol"
          id="setup-checklist-items"
          gap={0}
          mt="sm"
          aria-label={setupCopy.listLabel}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((item, index) => (
            <ItemRow
              key={item.key}
              item={item}
              index={index}
              primary={leads && item.key === vm.nextKey}
              onCreate={onCreate}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
});
