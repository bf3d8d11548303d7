import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { conflictCopy as t } from '../copy/conflict-copy';
import { formatSavedAt } from '../format/korean-format';
import type { SaveConflict } from './save-conflict';

interface ConflictDialogProps {
  conflict: SaveConflict;
  /** 내 내용으로 덮어쓰기: the typed values saved again over the latest version. */
  onOverwrite: () => void;
  /** 최신 내용 불러오기: the latest version shown; what was typed stays restorable. */
  onLoadLatest: () => void;
  busy?: boolean;
}

const timeOf = (at: string | null | undefined) =>
  at === undefined ? t.loading : at === null ? t.neverSaved : formatSavedAt(at);

/** Shown when a save finds its record changed since the form loaded it: both versions' times and the two ways on. */
export const ConflictDialog = observer(function ConflictDialog({
  conflict,
  onOverwrite,
  onLoadLatest,
  busy = false,
}: ConflictDialogProps) {
  const shown = conflict.shown;
  const waiting = shown?.latestAt === undefined;
  return (
    <Modal opened={shown !== null} onClose={conflict.dismiss} title={t.title} centered>
      <Stack gap="sm">
        <Text size="sm">{t.body}</Text>
        <dl className="conflict-versions" style={{ margin: 0 }}>
          <Text component="dt" size="sm" fw={600}>
            {t.mine}
          </Text>
          <Text component="dd" size="sm" ms={0} mb="xs" data-testid="conflict-mine-at">
            {timeOf(shown?.mineAt)}
          </Text>
          <Text component="dt" size="sm" fw={600}>
            {t.latest}
          </Text>
          <Text component="dd" size="sm" ms={0} data-testid="conflict-latest-at">
            {timeOf(shown?.latestAt)}
          </Text>
        </dl>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={conflict.dismiss}>
          {t.cancel}
        </Button>
        <Button variant="default" onClick={onLoadLatest} disabled={waiting || busy}>
          {t.loadLatest}
        </Button>
        <Button onClick={onOverwrite} disabled={waiting || busy} loading={busy} data-autofocus>
          {t.overwrite}
        </Button>
      </Group>
    </Modal>
  );
});
