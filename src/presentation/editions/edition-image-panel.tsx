import { Alert, Button, Group, List, Progress, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionImageUploads } from './edition-image-uploads';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import { useCountdown } from './use-countdown';
import classes from './editions-grid.module.css';
import { folderPickerAvailable, pickFolder } from './folder-handles';

const copy = editionsCopy.images;
/** Names listed at most in an opened list; the rest are counted. */
const SHOWN = 200;

/** Where an upload stands, in the line: done of sent, time left and rate. Its own observer: the pace changes often. */
const UploadStatus = observer(function UploadStatus({ uploads }: { uploads: EditionImageUploads }) {
  const { perSecond, secondsLeft } = uploads.pace;
  const moving = uploads.running && !uploads.paused;
  return (
    <Text size="sm" role="status">
      {copy.progress(uploads.doneCount, uploads.total - uploads.refusedCount)}
      {moving && secondsLeft !== null && ` · ${copy.timeLeft(secondsLeft)}`}
      {moving && perSecond !== null && ` · ${copy.rate(perSecond)}`}
      {uploads.failedCount > 0 && ` · ${copy.failed(uploads.failedCount)}`}
    </Text>
  );
});

/**
 * How many rows have their image, and that all have when no pick is uploading. Its own observer, as the
 * bar below: both change at every landing of uploaded links or every answer, the panel around them not.
 */
const ImageCount = observer(function ImageCount({ vm }: { vm: EditionsEditorViewModel }) {
  const { rows, withImage } = vm.store.completion;
  return (
    <>
      <Text size="sm" fw={600}>
        {copy.count(withImage, rows)}
      </Text>
      {vm.uploads.total === 0 && withImage === rows && (
        <Text size="sm" c="dimmed">
          {copy.allThere}
        </Text>
      )}
    </>
  );
});

const UploadProgressBar = observer(function UploadProgressBar({ uploads }: { uploads: EditionImageUploads }) {
  return (
    <Progress
      value={(uploads.doneCount / Math.max(1, uploads.total - uploads.refusedCount)) * 100}
      aria-label={copy.title}
      size="xs"
      mt={6}
    />
  );
});

/** The API is away: the upload waits and tries again by itself; 지금 다시 시도 cuts the wait short. */
const UploadPaused = observer(function UploadPaused({ uploads }: { uploads: EditionImageUploads }) {
  const retryIn = useCountdown(uploads.retryAt);
  return (
    <Alert color="yellow" variant="light" role="alert" py={6} mt={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {copy.paused}
          {retryIn !== null && ` ${copy.retryIn(retryIn)}`}
        </Text>
        <Button size="compact-sm" onClick={uploads.resumeNow}>
          {copy.resumeNow}
        </Button>
      </Group>
    </Alert>
  );
});

/**
 * The images of the rows, on one line above the grid: how many rows have theirs (a count, never an
 * error), the folder to pick, and while a pick uploads its progress, the time left, a pause while the
 * API is away (지금 다시 시도), 취소 and 다시 올리기; refused and unmatched files one click away.
 */
export const EditionImagePanel = observer(function EditionImagePanel({ vm }: { vm: EditionsEditorViewModel }) {
  const folder = useRef<HTMLInputElement>(null);
  const uploads = vm.uploads;
  const rows = vm.store.rowCount;
  // From 승인됨 on nothing is picked or sent (the frame's notice says why).
  const locked = !vm.editable;
  if (rows === 0 && uploads.total === 0) return null;
  const refused = uploads.refused;
  return (
    <section aria-label={copy.title} className={classes.statusLine}>
      <Group gap="xs" wrap="wrap">
        <ImageCount vm={vm} />
        {uploads.total > 0 && <UploadStatus uploads={uploads} />}
        <Group gap="xs" ml="auto">
          {uploads.running ? (
            <Button size="compact-sm" variant="default" onClick={uploads.cancel}>
              {copy.cancel}
            </Button>
          ) : (
            uploads.failedCount > 0 && (
              <Button size="compact-sm" onClick={() => void uploads.retryFailed()} disabled={locked}>
                {copy.retry}
              </Button>
            )
          )}
          <Button
            size="compact-sm"
            variant={vm.imagesComeFirst ? 'filled' : 'default'}
            // Chromium's folder picker gives a handle (folder-handles.ts); other browsers pick through the input.
            onClick={() => (folderPickerAvailable() ? void vm.addImageFolder(pickFolder) : folder.current?.click())}
            disabled={locked || rows === 0}
          >
            {editionsCopy.toolbar.imageFolder}
          </Button>
        </Group>
        <input
          ref={folder}
          type="file"
          hidden
          multiple
          disabled={locked}
          // A folder picker: not in React's types, supported by every current browser.
          {...{ webkitdirectory: '' }}
          onChange={(event) => {
            void vm.addImages([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
      </Group>
      {uploads.total > 0 && <UploadProgressBar uploads={uploads} />}
      {uploads.paused && <UploadPaused uploads={uploads} />}
      {uploads.alreadyUploaded > 0 && <Text size="sm">{copy.alreadyUploaded(uploads.alreadyUploaded)}</Text>}
      {refused.length > 0 && (
        // A count first, the names one click away: 200 refused files never push the grid down a screen.
        <details className={classes.fileList}>
          <summary>{copy.refusedTitle(refused.length)}</summary>
          <List size="sm">
            {refused.slice(0, SHOWN).map((entry) => (
              <List.Item key={entry.key}>{`${entry.file.name}: ${copy.problems[entry.problem]}`}</List.Item>
            ))}
          </List>
        </details>
      )}
      {uploads.unmatched.length > 0 && (
        <details className={classes.fileList}>
          <summary>{copy.unmatchedTitle(uploads.unmatched.length)}</summary>
          <Text size="sm">{copy.unmatchedHint}</Text>
          <List size="sm" aria-label={copy.unmatchedTitle(uploads.unmatched.length)}>
            {uploads.unmatched.slice(0, SHOWN).map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
            {uploads.unmatched.length > SHOWN && <List.Item>{copy.more(uploads.unmatched.length - SHOWN)}</List.Item>}
          </List>
        </details>
      )}
    </section>
  );
});
