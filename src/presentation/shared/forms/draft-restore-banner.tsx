import { Alert, Button, Group, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formCopy, formatDraftTime } from '../copy/form-copy';
import type { FormDraft } from './form-draft';

/**
 * 복원's look on the blue offer: outlined, not filled, so the step's own primary action (저장, 제출) stays
 * the one filled button on the screen; a text shade that keeps AA on the offer's blue in both themes.
 */
export const restoreButtonProps = {
  variant: 'outline',
  styles: {
    root: {
      color: 'light-dark(var(--mantine-color-indigo-8), var(--mantine-color-indigo-2))',
      borderColor: 'currentColor',
    },
  },
} as const;

// The offer sticks below the app's header: after a reload the browser puts the page back where it was
// scrolled, and a banner at the form's top was then out of view, under the header (3 reloads in 7).
const stickyOffer = {
  position: 'sticky',
  top: 'calc(var(--app-shell-header-offset, 0px) + var(--mantine-spacing-xs))',
  zIndex: 3,
  boxShadow: 'var(--mantine-shadow-sm)',
  // The light alert's tint is translucent: over the page's colour, so the form never shows through it.
  backgroundColor: 'var(--mantine-color-body)',
  backgroundImage: 'linear-gradient(var(--alert-bg), var(--alert-bg))',
} as const;

/**
 * Put one above a form: `<DraftRestoreBanner draft={vm.form} />`. It offers a draft left from
 * before (복원 / 버리기), and says so when the browser would not keep drafts.
 */
export const DraftRestoreBanner = observer(function DraftRestoreBanner<T extends object>({
  draft,
}: {
  draft: FormDraft<T>;
}) {
  // 복원 says what it brought back (the draft of that time), rather than silently changing the fields.
  const [restoredAt, setRestoredAt] = useState<Date | null>(null);
  const restore = () => {
    setRestoredAt(draft.offer?.savedAt ?? null);
    draft.restore();
  };
  if (draft.offer) {
    return (
      <Alert
        color="blue"
        title={formCopy.draftFoundTitle}
        role="region"
        aria-label={formCopy.draftFoundTitle}
        style={stickyOffer}
      >
        <Text size="sm">{formCopy.draftFoundBody(formatDraftTime(draft.offer.savedAt))}</Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" {...restoreButtonProps} onClick={restore}>
            {formCopy.restore}
          </Button>
          <Button size="xs" variant="default" onClick={draft.discard}>
            {formCopy.discard}
          </Button>
        </Group>
      </Alert>
    );
  }
  // Once saved or submitted, the form shows its saved state only: "…제출해야 반영됩니다" no longer holds.
  if (restoredAt && draft.isDirty) {
    return (
      <Alert color="teal" role="status" withCloseButton onClose={() => setRestoredAt(null)}>
        <Text size="sm">{formCopy.draftRestoredAt(formatDraftTime(restoredAt))}</Text>
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
