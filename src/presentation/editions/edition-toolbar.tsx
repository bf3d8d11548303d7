import { Button, FileButton, Group, Menu, SegmentedControl, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { editionsCopy } from '../shared/copy/editions-copy';
import type { EditionsEditorViewModel } from './editions-editor-view-model';

const copy = editionsCopy.toolbar;

async function download(vm: EditionsEditorViewModel, format: 'csv' | 'json') {
  const { blob, name } = await vm.exportFile(format);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Import, export, images, rows, search and filter (the image folder is picked from the images line
 * above the grid); read-only (`vm.editable` false), export, search and filter alone.
 */
export const EditionToolbar = observer(function EditionToolbar({ vm }: { vm: EditionsEditorViewModel }) {
  const locked = !vm.editable;
  return (
    <Group justify="space-between" gap="sm" role="toolbar" aria-label={copy.label}>
      <Group gap="xs">
        <FileButton
          onChange={(files) => void vm.addFiles(files)}
          accept=".csv,.json,text/csv,application/json"
          multiple
          disabled={locked}
          inputProps={{ disabled: locked }}
        >
          {(props) => (
            <Button {...props} variant="default" loading={vm.importer.reading} disabled={locked}>
              {copy.import}
            </Button>
          )}
        </FileButton>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="default" disabled={vm.store.rowCount === 0}>
              {copy.export}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void download(vm, 'csv')}>{copy.exportCsv}</Menu.Item>
            <Menu.Item onClick={() => void download(vm, 'json')}>{copy.exportJson}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <FileButton
          onChange={(files) => void vm.addImages(files)}
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          disabled={locked}
          inputProps={{ disabled: locked }}
        >
          {(props) => (
            <Button {...props} variant="default" disabled={locked || vm.store.rowCount === 0}>
              {copy.images}
            </Button>
          )}
        </FileButton>
        <Button variant="default" onClick={vm.addRow} disabled={locked}>
          {copy.addRow}
        </Button>
        <Button variant="default" color="red" onClick={vm.deleteActiveRow} disabled={locked || vm.activeKey === null}>
          {copy.deleteRow}
        </Button>
      </Group>
      <Group gap="xs">
        <TextInput
          aria-label={copy.search}
          placeholder={copy.searchPlaceholder}
          value={vm.shown.search}
          onChange={(event) => vm.shown.setSearch(event.currentTarget.value)}
          w={200}
        />
        <SegmentedControl
          aria-label={copy.filter}
          value={vm.shown.filter}
          onChange={(value) => vm.shown.setFilter(value)}
          data={(['all', 'errors', 'noImage'] as const).map((value) => ({ value, label: copy.filters[value] }))}
        />
      </Group>
    </Group>
  );
});
