import { Alert, Button, Fieldset, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { AuctionDescriptionViewModel } from './auction-description-view-model';
import { itemFieldId } from './auction-field-ids';
import { ADD_ITEM_ID } from './auction-item-row';
import { SortableItems } from './sortable-items';
import { focusLater } from './focus-later';

const t = auctionCopy.items;

/**
 * 작품: the pieces offered, in order; added, moved and removed by mouse or keyboard. `locked`
 * (read-only): shown as they are, with nothing said about adding or changing them.
 */
export const ItemsSection = observer(function ItemsSection({
  vm,
  locked,
}: {
  vm: AuctionDescriptionViewModel;
  locked: boolean;
}) {
  const editor = vm.items;
  const items = editor.list;
  const add = () => {
    const key = editor.add();
    if (key) focusLater(itemFieldId(key, 'name'));
  };
  return (
    <Fieldset legend={t.legend}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t.hint(AUCTION_LIMITS.items)}
          </Text>
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t.count(items.length, AUCTION_LIMITS.items)}
          </Text>
        </Group>
        {vm.prefilled && !vm.form.isDirty && !locked && (
          <Alert color="blue" role="status">
            <Text size="sm">{t.prefilled}</Text>
          </Alert>
        )}
        {items.length === 0 ? (
          <Text size="sm">{locked ? t.emptyReadOnly : t.empty}</Text>
        ) : (
          <SortableItems items={editor} locked={locked} />
        )}
        {!locked && (
          <Group gap="sm">
            <Button id={ADD_ITEM_ID} variant="light" onClick={add} disabled={!editor.canAdd}>
              + {t.add}
            </Button>
            {!editor.canAdd && (
              <Text size="sm" c="dimmed">
                {t.full(AUCTION_LIMITS.items)}
              </Text>
            )}
          </Group>
        )}
        <VisuallyHidden aria-live="polite" role="status">
          {editor.announcement}
        </VisuallyHidden>
      </Stack>
    </Fieldset>
  );
});
