import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Draft } from '../../../application/drafts/form-drafts';
import { formCopy, formatDraftTime } from '../copy/form-copy';
import { quoted } from '../copy/korean';
import type { FormDraft } from './form-draft';
import restoreClasses from './restore-button.module.css';

/**
 * 복원's look on the blue offer: outlined, not filled, so the step's own primary action (저장, 제출) stays
 * the one filled button on the screen; a text shade that keeps AA on the offer's blue in both themes.
 */
export const restoreButtonProps = { variant: 'outline', className: restoreClasses.restore } as const;

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

/** The first text that differs from the saved values, shortened: what tells one tab's draft from another's. */
function draftGist(value: object, baseline: object, max = 40): string {
  const saved = baseline as Record<string, unknown>;
  for (const [key, typed] of Object.entries(value)) {
    if (typeof typed === 'string' && typed.trim() !== '' && typed !== saved[key]) {
      const line = typed.trim().replace(/\s+/g, ' ');
      return line.length > max ? `${line.slice(0, max)}…` : line;
    }
  }
  return '';
}

/** Several tabs' drafts of one record: each with its time, what it begins with, and its own 복원. */
function DraftOfferList<T extends object>({
  draft: form,
  onRestore,
}: {
  draft: FormDraft<T>;
  onRestore: (draft: Draft<T>) => void;
}) {
  return (
    <Stack gap={6} component="ul" mt="xs" mb={0} p={0} style={{ listStyle: 'none' }}>
      {form.offers.map((draft) => {
        const time = formatDraftTime(draft.savedAt);
        const gist = draftGist(draft.value, form.baseline);
        return (
          <Group key={`${draft.tab ?? ''}${draft.savedAt.getTime()}`} component="li" gap="xs" wrap="nowrap">
            <Button
              size="xs"
              {...restoreButtonProps}
              onClick={() => onRestore(draft)}
              aria-label={formCopy.restoreOne(time)}
            >
              {formCopy.restore}
            </Button>
            <Text size="sm" style={{ minWidth: 0 }} truncate="end">
              {formCopy.draftTypedAt(time)}
              {form.isMine(draft) && ` ${formCopy.thisTab}`}
              {gist && ` · ${quoted(gist)}`}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * Put one above a form: `<DraftRestoreBanner draft={vm.form} />`. It offers the drafts left from
 * before (복원 / 버리기): one tab's with its time, or each tab's with its time and first words, each with
 * its own 복원; and it says so when the browser would not keep drafts.
 */
export const DraftRestoreBanner = observer(function DraftRestoreBanner<T extends object>({
  draft,
}: {
  draft: FormDraft<T>;
}) {
  // 복원 says what it brought back (the draft of that time), rather than silently changing the fields.
  const [restoredAt, setRestoredAt] = useState<Date | null>(null);
  const restore = (chosen: Draft<T> | null = draft.offer) => {
    setRestoredAt(chosen?.savedAt ?? null);
    draft.restore(chosen);
  };
  const offers = draft.offers;
  if (offers.length > 0) {
    const single = offers.length === 1;
    return (
      <Alert
        color="blue"
        title={formCopy.draftFoundTitle}
        role="region"
        aria-label={formCopy.draftFoundTitle}
        style={stickyOffer}
      >
        <Text size="sm">
          {single
            ? formCopy.draftFoundBody(formatDraftTime(offers[0]!.savedAt))
            : formCopy.draftsFoundBody(offers.length)}
        </Text>
        {!single && <DraftOfferList draft={draft} onRestore={restore} />}
        <Group gap="xs" mt="sm">
          {single && (
            <Button size="xs" {...restoreButtonProps} onClick={() => restore()}>
              {formCopy.restore}
            </Button>
          )}
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
