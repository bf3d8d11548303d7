import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { auctionCopy } from '../shared/copy/auction-copy';
import { AuctionItemRow } from './auction-item-row';
import type { AuctionItemsEditor } from './auction-items-editor';

const t = auctionCopy.items;

/**
 * The items as a sortable list (dnd-kit): dragged by their handles with the pointer (after 4 px, so a
 * click on the handle is not a drag), or with the keyboard on a handle (스페이스 바 to pick up, ↑/↓, 스페이스
 * 바 to drop, Esc to put back). Screen readers hear the instructions and each step in Korean; the drop
 * itself is announced by the editor (`moved`), as a move from the menu is.
 */
export const SortableItems = observer(function SortableItems({
  items,
  locked,
}: {
  items: AuctionItemsEditor;
  locked: boolean;
}) {
  const list = items.list;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier) => list.findIndex((item) => item.key === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(positionOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.over(positionOf(active.id), positionOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) => (!over || over.id === active.id ? t.stayed(positionOf(active.id)) : undefined),
    onDragCancel: ({ active }) => t.stayed(positionOf(active.id)),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) items.moveTo(String(active.id), positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.keyboardHint } }}
    >
      <SortableContext items={list.map((item) => item.key)} strategy={verticalListSortingStrategy} disabled={locked}>
        <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.legend}>
          {list.map((item, index) => (
            <AuctionItemRow
              key={item.key}
              items={items}
              item={item}
              index={index}
              last={index === list.length - 1}
              locked={locked}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
});
