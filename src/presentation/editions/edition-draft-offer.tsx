import { Alert, Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { editionsCopy } from '../shared/copy/editions-copy';
import { formatDraftTime, formCopy } from '../shared/copy/form-copy';
import { restoreButtonProps } from '../shared/forms/draft-restore-banner';
import type { EditionsEditorViewModel } from './editions-editor-view-model';

/** The draft kept before a reload, offered to restore or drop. */
export const EditionDraftOffer = observer(function EditionDraftOffer({ vm }: { vm: EditionsEditorViewModel }) {
  // 복원 replaces the rows: with edits made since the page opened, it asks first.
  const [confirming, setConfirming] = useState(false);
  if (!vm.draft.offer) return null;
  const asking = confirming && vm.store.isDirty;
  return (
    <Alert color="blue" title={formCopy.draftFoundTitle} role="region" aria-label={formCopy.draftFoundTitle}>
      <Text size="sm">
        {asking
          ? editionsCopy.draft.restoreOverEdits
          : formCopy.draftFoundBody(formatDraftTime(new Date(vm.draft.offer.savedAt)))}
      </Text>
      <Group gap="xs" mt="sm">
        {asking ? (
          <>
            <Button size="xs" color="red" onClick={vm.draft.restore}>
              {editionsCopy.draft.restoreAnyway}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {editionsCopy.draft.keepEdits}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="xs"
              {...restoreButtonProps}
              onClick={() => (vm.store.isDirty ? setConfirming(true) : vm.draft.restore())}
            >
              {formCopy.restore}
            </Button>
            <Button size="xs" variant="default" onClick={vm.draft.discard}>
              {formCopy.discard}
            </Button>
          </>
        )}
      </Group>
    </Alert>
  );
});
