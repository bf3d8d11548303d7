import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionImport } from './edition-import';

const copy = editionsCopy.importResult;

/** Line problems listed by line; the rest are counted, so that none passes unsaid. */
const SHOWN_LINE_PROBLEMS = 20;

/** The merge-or-replace question, and what an import brought in (rows, bad rows, lines, ignored columns). */
export const EditionImportPanel = observer(function EditionImportPanel({ importer }: { importer: EditionImport }) {
  const { report, failure, pending } = importer;
  // The question's file stays on screen while the dialog fades out after an answer (not "0개 행").
  const asked = useRef(pending);
  if (pending) asked.current = pending;
  return (
    <>
      <Modal
        opened={pending !== null}
        onClose={() => importer.choose('cancel')}
        title={editionsCopy.importChoice.title}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{editionsCopy.importChoice.body(asked.current?.read.rows.length ?? 0)}</Text>
          <Text size="sm">{editionsCopy.importChoice.mergeHint}</Text>
          <Text size="sm">{editionsCopy.importChoice.replaceHint}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => importer.choose('cancel')}>
              {editionsCopy.importChoice.cancel}
            </Button>
            <Button variant="default" onClick={() => importer.choose('replace')}>
              {editionsCopy.importChoice.replace}
            </Button>
            <Button onClick={() => importer.choose('merge')} data-autofocus>
              {editionsCopy.importChoice.merge}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {failure && (
        <Alert color="red" role="alert" withCloseButton onClose={importer.dismiss}>
          <Text size="sm">{editionsCopy.importFailedText(failure)}</Text>
        </Alert>
      )}
      {report && (
        <Alert
          color={
            report.badRows || report.lineProblems.length || report.unknownColumns.length || report.files?.skipped.length
              ? 'yellow'
              : 'teal'
          }
          title={copy.title(report.fileName)}
          role="status"
          withCloseButton
          onClose={importer.dismiss}
        >
          <Text size="sm">{copy.imported(report.rows, report.badRows)}</Text>
          {report.files && <Text size="sm">{copy.filesRead(report.files.read)}</Text>}
          {report.files?.skipped.map((skipped) => (
            <Text size="sm" key={skipped.name}>
              {copy.fileSkipped(skipped.name, skipped.reason)}
            </Text>
          ))}
          {report.withoutTokenId > 0 && <Text size="sm">{copy.withoutTokenId(report.withoutTokenId)}</Text>}
          {report.badRows > 0 && <Text size="sm">{copy.rowNumbers(report.format)}</Text>}
          {report.unknownColumns.length > 0 && <Text size="sm">{copy.unknownColumns(report.unknownColumns)}</Text>}
          {report.lineProblems.length > 0 && (
            <List size="sm" mt={4}>
              {report.lineProblems.slice(0, SHOWN_LINE_PROBLEMS).map((p) => (
                <List.Item key={`${p.line}-${p.code}`}>{copy.line(p.line, p.code)}</List.Item>
              ))}
              {report.lineProblems.length > SHOWN_LINE_PROBLEMS && (
                <List.Item>{copy.moreLines(report.lineProblems.length - SHOWN_LINE_PROBLEMS)}</List.Item>
              )}
            </List>
          )}
          {importer.canUndo && (
            <Group gap="sm" mt="xs">
              <Button size="xs" variant="default" onClick={importer.undo}>
                {copy.undo}
              </Button>
              {/* Not dimmed: dimmed grey on the dark theme's yellow fell under AA (4.45:1). */}
              <Text size="xs">{copy.undoHint}</Text>
            </Group>
          )}
        </Alert>
      )}
      {importer.undone && (
        <Alert color="gray" role="status" withCloseButton onClose={importer.dismiss}>
          <Text size="sm">{copy.undone(importer.undone)}</Text>
        </Alert>
      )}
    </>
  );
});
