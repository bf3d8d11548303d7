import { Button, Flex, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { conflictCopy as t } from '../copy/conflict-copy';
import { formatSavedAt } from '../format/korean-format';
import type { ConflictPhase } from './save-conflict';

interface ConflictDialogProps {
  /** The flow (SaveConflictFlow) whose phase it shows; 닫기 dismisses it. */
  conflict: { readonly phase: ConflictPhase<unknown>; dismiss(): void };
  /** 내 내용으로 덮어쓰기: the typed values saved again over the latest version. */
  onOverwrite: () => void;
  /** 최신 내용 불러오기: the latest version shown; what was typed stays restorable. */
  onLoadLatest: () => void;
  busy?: boolean;
}

const timeOf = (at: string | null | undefined) =>
  at === undefined ? t.loading : at === null ? t.neverSaved : formatSavedAt(at);

function Version({ term, at, id }: { term: string; at: string | null | undefined; id: string }) {
  return (
    <>
      <Text component="dt" size="sm" fw={600}>
        {term}
      </Text>
      <Text component="dd" size="sm" ms={0} mb="xs" data-testid={id}>
        {timeOf(at)}
      </Text>
    </>
  );
}

/**
 * Shown when a save finds its record changed since the form loaded it: both versions' times, what each
 * way on does, and the ways on. The buttons stack on a narrow screen, the main one first.
 */
export const ConflictDialog = observer(function ConflictDialog({
  conflict,
  onOverwrite,
  onLoadLatest,
  busy = false,
}: ConflictDialogProps) {
  const phase = conflict.phase;
  const shown = phase.kind === 'none' ? null : phase;
  const latestAt = shown?.kind === 'asking' ? shown.latestAt : undefined;
  const waiting = shown?.kind !== 'asking';
  return (
    <Modal opened={shown !== null} onClose={conflict.dismiss} title={t.title} centered>
      <Stack gap="sm">
        <Text size="sm">{t.body}</Text>
        <dl style={{ margin: 0 }}>
          <Version term={t.mine} at={shown?.mineAt} id="conflict-mine-at" />
          <Version term={t.latest} at={latestAt} id="conflict-latest-at" />
        </dl>
        <Stack gap={4} component="ul" m={0} pl="md">
          <Text component="li" size="sm" c="dimmed">
            <b>{t.overwrite}</b>: {t.overwriteHint}
          </Text>
          <Text component="li" size="sm" c="dimmed">
            <b>{t.loadLatest}</b>: {t.loadLatestHint}
          </Text>
        </Stack>
      </Stack>
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={conflict.dismiss}>
          {t.cancel}
        </Button>
        <Button variant="default" onClick={onLoadLatest} disabled={waiting || busy}>
          {t.loadLatest}
        </Button>
        <Button onClick={onOverwrite} disabled={waiting || busy} loading={busy} data-autofocus>
          {t.overwrite}
        </Button>
      </Flex>
    </Modal>
  );
});
