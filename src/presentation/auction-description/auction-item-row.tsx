import { ActionIcon, Badge, Box, Group, Image, Menu, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { observer } from 'mobx-react-lite';
import type { AuctionItemValues } from '../../domain/auction/auction-items';
import { auctionCopy } from '../shared/copy/auction-copy';
import { AuctionItemFields } from './auction-item-fields';
import { storedImageError, type AuctionItemsEditor } from './auction-items-editor';
import { focusLater } from './focus-later';
import classes from './auction-items.module.css';

const t = auctionCopy.items;
export const itemControlId = (key: string, control: 'handle' | 'toggle' | 'more') => `auction-item-${key}-${control}`;
export const ADD_ITEM_ID = 'auction-item-add';

/** The item's picture on its line: its image, or its place in the order. */
function Thumb({ item, position }: { item: AuctionItemValues; position: number }) {
  if (item.imageUrl && !storedImageError(item)) {
    return <Image src={item.imageUrl} alt="" w={40} h={40} radius="sm" fit="cover" style={{ flexShrink: 0 }} />;
  }
  return (
    <Box className={classes.thumb} aria-hidden>
      {position}
    </Box>
  );
}

/**
 * One item as one line (its handle, picture, 작품 N and name, the start of its description), opened in
 * place to edit. Moved by dragging its handle, by the keyboard on the handle (스페이스 바, 화살표, 스페이스
 * 바: dnd-kit's keyboard sensor), or by 위로 이동 / 아래로 이동 in its 더 보기 menu. `locked`: nothing moves
 * or is removed; it still opens, to be read.
 */
export const AuctionItemRow = observer(function AuctionItemRow({
  items,
  item,
  index,
  last,
  locked,
}: {
  items: AuctionItemsEditor;
  item: AuctionItemValues;
  index: number;
  /** Whether it is the last item (not the count: adding an item then renders only the line that was last). */
  last: boolean;
  locked: boolean;
}) {
  const { key } = item;
  const position = index + 1;
  const open = items.isExpanded(key);
  const problem = items.problems.get(key);
  const flagged = Boolean(storedImageError(item) || (problem && Object.values(problem).some(Boolean)));
  const fieldsId = `auction-item-${key}-fields`;
  const sortable = useSortable({ id: key, disabled: locked, attributes: { roleDescription: t.handleRole } });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;

  const move = (by: -1 | 1) => {
    items.move(key, by);
    focusLater(itemControlId(key, 'handle'));
  };
  const remove = () => {
    const next = items.list[index + 1] ?? items.list[index - 1];
    items.remove(key);
    focusLater(...(next ? [itemControlId(next.key, 'handle')] : []), ADD_ITEM_ID);
  };

  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      radius="md"
      className={classes.row}
      data-dragging={isDragging || undefined}
      aria-label={t.itemLabel(position)}
      style={{
        // Only up and down: the list is one column.
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
      }}
    >
      <Group gap="xs" wrap="nowrap" className={classes.line}>
        <ActionIcon
          id={itemControlId(key, 'handle')}
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={t.handle(position)}
          disabled={locked}
        >
          <span aria-hidden>⠿</span>
        </ActionIcon>
        {/* The line opens the item for the pointer too; the keyboard's way is the 자세히 button beside it. */}
        <Box className={classes.summary} onClick={() => items.toggle(key)}>
          <Thumb item={item} position={position} />
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} lineClamp={1}>
              {t.itemLabel(position)} · {item.name || t.untitled}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {item.description || t.noDescription}
            </Text>
          </Box>
          {flagged && (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              {t.needsFix}
            </Badge>
          )}
        </Box>
        <ActionIcon
          id={itemControlId(key, 'toggle')}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t.toggle(position)}
          aria-expanded={open}
          aria-controls={open ? fieldsId : undefined}
          onClick={() => items.toggle(key)}
        >
          <span aria-hidden className={classes.chevron} data-open={open || undefined}>
            ⌄
          </span>
        </ActionIcon>
        <Menu position="bottom-end" withinPortal disabled={locked}>
          <Menu.Target>
            <ActionIcon
              id={itemControlId(key, 'more')}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t.more(position)}
              disabled={locked}
            >
              <span aria-hidden>⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown aria-label={t.more(position)}>
            <Menu.Item disabled={index === 0} onClick={() => move(-1)}>
              {t.moveUpItem}
            </Menu.Item>
            <Menu.Item disabled={last} onClick={() => move(1)}>
              {t.moveDownItem}
            </Menu.Item>
            <Menu.Item color="red" onClick={remove}>
              {t.delete}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {open && (
        <Box id={fieldsId} p="md" pt="xs" className={classes.fields}>
          <AuctionItemFields items={items} item={item} position={position} />
        </Box>
      )}
    </Paper>
  );
});
