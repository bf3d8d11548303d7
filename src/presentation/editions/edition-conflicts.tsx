import { Alert, Button, Flex, List, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionsEditorViewModel } from './editions-editor-view-model';

const t = editionsCopy.conflicts;
/** Shown at most (the rest are marked at their rows, and in the 오류만 filter). */
const SHOWN = 5;

/**
 * Tokens saved elsewhere since this editor loaded them: not written (the rest were); the creator keeps
 * theirs (내 내용으로 덮어쓰기) or takes the stored ones (최신 내용 불러오기, the typed values kept to bring back).
 */
export const EditionConflicts = observer(function EditionConflicts({ vm }: { vm: EditionsEditorViewModel }) {
  const { conflicts, replaced } = vm.saver;
  if (conflicts.length > 0) {
    const title = t.title(conflicts.length);
    return (
      <Alert color="yellow" variant="light" title={title} role="region" aria-label={title}>
        <Text size="sm">{t.body}</Text>
        <List size="sm" spacing={2} mt="xs">
          {conflicts.slice(0, SHOWN).map((c) => (
            <List.Item key={c.key}>{t.item(c.tokenId, c.current?.name ?? null)}</List.Item>
          ))}
        </List>
        <Flex direction={{ base: 'column', xs: 'row' }} gap="xs" mt="sm">
          <Button size="xs" onClick={() => void vm.saver.overwriteConflicts()} disabled={vm.saver.busy}>
            {t.overwrite}
          </Button>
          <Button size="xs" variant="default" onClick={vm.saver.loadLatest}>
            {t.loadLatest}
          </Button>
        </Flex>
      </Alert>
    );
  }
  if (replaced.length === 0) return null;
  return (
    <Alert color="teal" variant="light" title={t.loadedTitle} role="status">
      <Text size="sm">{t.loadedBody(replaced.length)}</Text>
      <Button size="xs" variant="default" mt="sm" onClick={vm.saver.restoreMine}>
        {t.restoreMine}
      </Button>
    </Alert>
  );
});
