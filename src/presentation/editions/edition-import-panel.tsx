import { Alert, Button, CloseButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionImport, ImportReport } from './edition-import';
import type { EditionRowStore } from './edition-row-store';
import classes from './editions-grid.module.css';

const copy = editionsCopy.importResult;

/** Line problems listed by line; the rest are counted, so that none passes unsaid. */
const SHOWN_LINE_PROBLEMS = 20;

type ImportCounts = Pick<EditionRowStore, 'completion' | 'invalidRowCount'>;

/**
 * The report's line of counts, alone: its images and errors change at every landing of uploaded links,
 * the report's buttons and details need not render again with them.
 */
const ImportReportCounts = observer(function ImportReportCounts({
  report,
  store,
}: {
  report: ImportReport;
  store: ImportCounts;
}) {
  const images = store.completion;
  return (
    <Text size="sm" role="status">
      {copy.summary(report.fileName, report.rows)}
      {` · ${editionsCopy.images.count(images.withImage, images.rows)}`}
      {store.invalidRowCount > 0 && ` · ${copy.errorRows(store.invalidRowCount)}`}
    </Text>
  );
});

/**
 * What an import brought in, folded into one line that follows the table (rows, images, errors), with
 * the rest (where ids came from, fields left out, lines with problems) behind 자세히; 닫기 folds it away.
 */
const ImportReportLine = observer(function ImportReportLine({
  importer,
  report,
  store,
}: {
  importer: EditionImport;
  report: ImportReport;
  store: ImportCounts;
}) {
  const shownSources = (report.tokenIdFrom ?? []).filter((from) => !(report.files && from.source === 'file'));
  const details =
    report.files ||
    report.withoutTokenId > 0 ||
    shownSources.length > 0 ||
    report.badRows > 0 ||
    report.unknownColumns.length > 0 ||
    report.lineProblems.length > 0;
  return (
    <section aria-label={copy.title(report.fileName)} className={classes.statusLine}>
      <Group gap="xs" wrap="wrap">
        <ImportReportCounts report={report} store={store} />
        <Group gap="xs" ml="auto">
          {importer.canUndo && (
            <Button size="compact-sm" variant="default" onClick={importer.undo} title={copy.undoHint}>
              {copy.undo}
            </Button>
          )}
          <CloseButton size="sm" aria-label={copy.close} onClick={importer.dismiss} />
        </Group>
      </Group>
      {details && (
        <details className={classes.fileList}>
          <summary>{copy.details}</summary>
          {report.files && <Text size="sm">{copy.filesRead(report.files.read)}</Text>}
          {report.files?.skipped.map((skipped) => (
            <Text size="sm" key={skipped.name}>
              {copy.fileSkipped(skipped.name, skipped.reason)}
            </Text>
          ))}
          {shownSources.length > 0 && <Text size="sm">{copy.tokenIdFrom(shownSources)}</Text>}
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
        </details>
      )}
    </section>
  );
});

/** The merge-or-replace question, a file that could not be read, and what an import brought in (one line). */
export const EditionImportPanel = observer(function EditionImportPanel({
  importer,
  store,
}: {
  importer: EditionImport;
  /** The table: the report follows its rows with their images as they arrive, and their errors. */
  store: Pick<EditionRowStore, 'completion' | 'invalidRowCount'>;
}) {
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
      {report && <ImportReportLine importer={importer} report={report} store={store} />}
      {importer.undone && (
        <Alert color="gray" role="status" withCloseButton onClose={importer.dismiss}>
          <Text size="sm">{copy.undone(importer.undone)}</Text>
        </Alert>
      )}
    </>
  );
});
