import { Alert, Button, Group, List, Progress, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionImageUploads } from './edition-image-uploads';
import classes from './editions-grid.module.css';

const copy = editionsCopy.images;
/** Names listed at most in an opened list; the rest are counted. */
const SHOWN = 200;

/** Overall upload progress, cancel and retry, refused and unmatched files. */
export const EditionImagePanel = observer(function EditionImagePanel({ uploads }: { uploads: EditionImageUploads }) {
  if (uploads.total === 0 && uploads.unmatched.length === 0 && uploads.alreadyUploaded === 0) return null;
  const refused = uploads.refused;
  return (
    <Alert color="gray" variant="light" title={copy.title} role="region" aria-label={copy.title}>
      {uploads.total > 0 && (
        <>
          <Group justify="space-between" mb={4}>
            <Text size="sm" role="status">
              {copy.progress(uploads.doneCount, uploads.total - uploads.refusedCount)}
              {uploads.failedCount > 0 && ` · ${copy.failed(uploads.failedCount)}`}
            </Text>
            <Group gap="xs">
              {uploads.running && (
                <Button size="xs" variant="default" onClick={uploads.cancel}>
                  {copy.cancel}
                </Button>
              )}
              {!uploads.running && uploads.failedCount > 0 && (
                <Button size="xs" onClick={() => void uploads.retryFailed()}>
                  {copy.retry}
                </Button>
              )}
            </Group>
          </Group>
          <Progress
            value={(uploads.doneCount / Math.max(1, uploads.total - uploads.refusedCount)) * 100}
            aria-label={copy.title}
            size="sm"
          />
        </>
      )}
      {uploads.alreadyUploaded > 0 && (
        <Text size="sm" mt="xs">
          {copy.alreadyUploaded(uploads.alreadyUploaded)}
        </Text>
      )}
      {refused.length > 0 && (
        // A count first, the names one click away: 200 refused files never push the grid down a screen.
        <details className={classes.fileList}>
          <summary>{copy.refusedTitle(refused.length)}</summary>
          <List size="sm">
            {refused.slice(0, SHOWN).map((entry) => (
              <List.Item key={entry.file.name}>{`${entry.file.name}: ${copy.problems[entry.problem]}`}</List.Item>
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
    </Alert>
  );
});
