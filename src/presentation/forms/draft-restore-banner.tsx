import { Alert, Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { formCopy, formatDraftTime } from '../copy/form-copy';
import type { FormDraft } from './form-draft';

/**
 * Put one above a form: `<DraftRestoreBanner draft={vm.form} />`. It offers a draft left from
 * before (복원 / 버리기), and says so when the browser would not keep drafts.
 */
export const DraftRestoreBanner = observer(function DraftRestoreBanner<T extends object>({ draft }: { draft: FormDraft<T> }) {
  if (draft.offer) {
    return (
      <Alert color="blue" title={formCopy.draftFoundTitle} role="region" aria-label={formCopy.draftFoundTitle}>
        <Text size="sm">{formCopy.draftFoundBody(formatDraftTime(draft.offer.savedAt))}</Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={draft.restore}>
            {formCopy.restore}
          </Button>
          <Button size="xs" variant="default" onClick={draft.discard}>
            {formCopy.discard}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!draft.storageWorks) {
    return (
      <Alert color="yellow" role="status">
        <Text size="sm">{formCopy.storageFailed}</Text>
      </Alert>
    );
  }
  return null;
});
