import { Alert, Box, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useState, type DragEvent } from 'react';
import { errorText } from '../shared/copy/error-copy';
import { editionsCopy } from '../shared/copy/editions-copy';
import { FixedBottomBar, FixedBottomBarSpacer } from '../shared/forms/fixed-bottom-bar';
import { useStepLead } from '../shared/forms/next-step';
import { LeaveGuard } from '../shared/forms/leave-guard';
import { StepSkeleton } from '../shared/skeletons/workspace-skeleton';
import { CellsReadOnly } from './cells-read-only';
import { filesFromDrop } from './edition-drop';
import { EditionActiveCell } from './edition-active-cell';
import { EditionDraftOffer } from './edition-draft-offer';
import { EditionImagePanel } from './edition-image-panel';
import { EditionImportPanel } from './edition-import-panel';
import { EditionConflicts } from './edition-conflicts';
import { EditionProblemSummary } from './edition-problem-summary';
import { EditionToolbar } from './edition-toolbar';
import { EditionsGrid } from './editions-grid';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import EditionsShape from './editions-shape';

/**
 * The bar's status line: its counts change at every landing of uploaded links, so it renders alone, not
 * the bar and its buttons with it.
 */
const SaveStatus = observer(function SaveStatus({ vm }: { vm: EditionsEditorViewModel }) {
  const progress = vm.saver.progress;
  const dirty = vm.store.counts.unsaved;
  const waiting = vm.store.waitingForImage;
  const invalid = Math.max(0, dirty - vm.sendableCount - waiting);
  const kept = vm.store.keptOnServer;
  const pick = vm.saver.pickLine;
  return !vm.editable ? null : progress ? (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {editionsCopy.save.progress(progress.done, progress.total)}
      </Text>
      <Progress
        value={(progress.done / Math.max(1, progress.total)) * 100}
        size="sm"
        aria-label={editionsCopy.save.bar}
      />
    </Stack>
  ) : (
    <Text size="sm" role="status">
      {/* Never "all saved" while a draft waits to be restored or a deleted token is still on the server. */}
      {dirty > 0
        ? editionsCopy.save.unsaved(dirty)
        : vm.draft.offer
          ? editionsCopy.save.draftWaiting
          : kept === 0
            ? editionsCopy.save.allSaved
            : null}
      {kept > 0 && `${dirty > 0 || vm.draft.offer ? ' · ' : ''}${editionsCopy.save.keptOnServer(kept)}`}
      {invalid > 0 && ` · ${editionsCopy.save.invalidWaiting(invalid)}`}
      {waiting > 0 && ` · ${editionsCopy.save.imagesWaiting(waiting)}`}
      {vm.uploads.running && ` · ${editionsCopy.save.uploadsPending}`}
      {pick && ` · ${pick === 'saved' ? editionsCopy.save.pickSaved : editionsCopy.save.pickPressSave}`}
    </Text>
  );
});

/** The editor's token count, alone: the editor's frame does not render when rows come or go. */
const TokenCount = observer(function TokenCount({ vm }: { vm: EditionsEditorViewModel }) {
  return (
    <Text c="dimmed" size="sm">
      {editionsCopy.tokenCount(vm.store.rowCount)}
    </Text>
  );
});

const SaveBar = observer(function SaveBar({ vm }: { vm: EditionsEditorViewModel }) {
  const imagesFirst = vm.imagesComeFirst;
  // With every row saved and no image to come, 저장 steps back for the way on (useStepLead).
  const lead = useStepLead(vm.store.isDirty || imagesFirst || vm.uploads.running || vm.draft.offer !== null);
  return (
    <FixedBottomBar label={editionsCopy.save.bar} leads={lead === 'next'} start={<SaveStatus vm={vm} />}>
      <Button
        variant={!imagesFirst && lead === 'save' ? 'filled' : 'default'}
        onClick={() => void vm.save()}
        loading={vm.saver.busy}
        disabled={!vm.editable || !vm.hasSendable || vm.uploads.running}
      >
        {editionsCopy.save.button}
      </Button>
    </FixedBottomBar>
  );
});

/**
 * The editions editor: toolbar, grid, problems, images, and the save bar. Files can be dropped anywhere
 * on it. From 승인됨 on the tokens are read-only (`vm.editable`): the drop, the toolbar's editing
 * actions, the cells and 저장 are not offered (the frame's notice says why; the API would refuse them).
 */
export const EditionsEditorView = observer(function EditionsEditorView({ vm }: { vm: EditionsEditorViewModel }) {
  const [dragging, setDragging] = useState(false);
  if (vm.status === 'loading') {
    return (
      <StepSkeleton>
        <EditionsShape />
      </StepSkeleton>
    );
  }
  if (vm.status === 'error') {
    return (
      <Alert color="red" title={editionsCopy.loadFailed} role="alert">
        <Text size="sm">{errorText(vm.loadError)}</Text>
        <Button mt="sm" size="xs" onClick={() => void vm.load()}>
          {editionsCopy.retry}
        </Button>
      </Alert>
    );
  }
  const onDrop = async (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    // Read while the event lasts (its items go with it), whether or not they are then taken.
    if (vm.editable) await vm.addDropped(filesFromDrop(event.dataTransfer));
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(vm.editable);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => void onDrop(event)}
    >
      <Stack gap="md">
        <div>
          <Group gap="sm" align="baseline">
            <Title order={2} size="h3">
              {editionsCopy.title}
            </Title>
            <TokenCount vm={vm} />
          </Group>
          <Text size="sm" c="dimmed">
            {vm.editable ? editionsCopy.intro : editionsCopy.introReadOnly}
          </Text>
        </div>
        {vm.editable && <EditionDraftOffer vm={vm} />}
        {vm.draft.failed && (
          <Alert color="yellow" role="status">
            <Text size="sm">{editionsCopy.draft.failed}</Text>
          </Alert>
        )}
        <EditionToolbar vm={vm} />
        {vm.editable && (
          <Box
            p="xs"
            style={{
              border: `1px dashed var(--mantine-color-${dragging ? 'blue-filled' : 'default-border'})`,
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <Text size="sm" c="dimmed" ta="center">
              {editionsCopy.dropZone}
            </Text>
          </Box>
        )}
        <EditionImportPanel importer={vm.importer} store={vm.store} />
        <EditionImagePanel vm={vm} />
        {/* Above the grid: after an import its errors are in view without scrolling past 10,000 rows. */}
        <EditionConflicts vm={vm} />
        <EditionProblemSummary vm={vm} />
        <EditionActiveCell vm={vm} />
        <CellsReadOnly value={!vm.editable}>
          <EditionsGrid vm={vm} />
        </CellsReadOnly>
        <Text id="editions-grid-hint" size="xs" c="dimmed">
          {editionsCopy.attributesHint}
        </Text>
        {vm.store.lastRemoved && vm.editable && (
          <Alert color="gray" role="status">
            <Group justify="space-between">
              <Text size="sm">{editionsCopy.deleted(vm.store.lastRemoved.rows.length)}</Text>
              <Button size="xs" variant="default" onClick={vm.store.undoRemove}>
                {editionsCopy.toolbar.undoDelete}
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
      <FixedBottomBarSpacer />
      <SaveBar vm={vm} />
      <LeaveGuard when={vm.hasUnsaved} />
    </Box>
  );
});
