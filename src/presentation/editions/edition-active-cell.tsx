import { Button, Group, Image, Modal, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { isImageToCome } from '../../domain/editions/edition-row';
import { editionsCopy } from '../shared/copy/editions-copy';
import { problemAt, shownImage } from './edition-row-store';
import type { EditionsEditorViewModel } from './editions-editor-view-model';
import classes from './editions-grid.module.css';

const copy = editionsCopy.activeCell;

/**
 * The grid's active cell, said above the grid: its problem in words without hovering, and for an
 * image that the page can show, 미리보기 (the image large in a dialog).
 */
export const EditionActiveCell = observer(function EditionActiveCell({ vm }: { vm: EditionsEditorViewModel }) {
  const position = vm.activeKey === null ? null : vm.store.positionOf(vm.activeKey);
  const row = position === null ? null : vm.store.rows[position];
  const column = vm.activeColumn;
  const problem = row && column ? problemAt(row, column) : undefined;
  const viewable = !!row && column === 'image' && shownImage(row) !== null;
  return (
    <>
      <Group gap="sm" mih={30} wrap="nowrap" role="status" aria-label={copy.label}>
        {row && column && position !== null && (
          <>
            <Text size="sm" fw={600} style={{ flex: 'none' }}>
              {copy.where(position + 1, editionsCopy.columns[column])}
            </Text>
            {problem && (
              // An image still to upload is said as what to do next, in grey: never a red error.
              <Text
                size="sm"
                className={isImageToCome(problem) ? classes.pendingCell : classes.errorText}
                lineClamp={2}
              >
                {!isImageToCome(problem) && <span aria-hidden>⚠ </span>}
                {editionsCopy.problemText(problem)}
              </Text>
            )}
            {viewable && (
              <>
                <Text size="sm" truncate>
                  {vm.imageFileName(row.image) ?? row.image}
                </Text>
                <Button size="compact-sm" variant="default" onClick={() => vm.showPreview(row.image)}>
                  {copy.preview}
                </Button>
              </>
            )}
          </>
        )}
      </Group>
      <Modal
        opened={vm.preview !== null}
        onClose={() => vm.showPreview(null)}
        title={copy.previewTitle((position ?? 0) + 1)}
        centered
        size="lg"
      >
        {vm.preview && (
          <Image src={vm.preview} alt={row ? (vm.imageFileName(row.image) ?? row.name) : ''} fit="contain" mah="70vh" />
        )}
      </Modal>
    </>
  );
});
