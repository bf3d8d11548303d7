import {
  Box,
  Button,
  Card,
  FileButton,
  Flex,
  Group,
  Image,
  Progress,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import { PROFILE_IMAGE_TYPES } from '../../domain/creator/profile-image-rules';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { AuctionItemValues } from '../../domain/auction/auction-items';
import { itemFieldId } from './auction-field-ids';
import { storedImageError, type AuctionItemsEditor } from './auction-items-editor';
import { fieldCounter } from '../shared/forms/field-counter';
import { focusLater } from './focus-later';

const t = auctionCopy.items;
export const itemControlId = (key: string, control: 'up' | 'down' | 'remove') => `auction-item-${key}-${control}`;
export const ADD_ITEM_ID = 'auction-item-add';

/** One piece offered: its place in the order (위로, 아래로, 삭제), image, name and description. */
export const AuctionItemCard = observer(function AuctionItemCard({
  items,
  item,
  index,
  last,
}: {
  items: AuctionItemsEditor;
  item: AuctionItemValues;
  index: number;
  /** Whether it is the last item (not the count: adding an item then renders only the card that was last). */
  last: boolean;
}) {
  const resetRef = useRef<() => void>(null);
  const position = index + 1;
  const { key } = item;
  // Read per key: another item's upload or message does not render this card again.
  const uploading = items.images.progress.get(key);
  const imageError = items.images.errors.get(key);
  const imageHintId = `auction-item-${key}-image-hint`;
  const storedLinkError = storedImageError(item);
  const titleId = `auction-item-${key}-title`;

  const move = (by: -1 | 1) => {
    items.move(key, by);
    const same = itemControlId(key, by < 0 ? 'up' : 'down');
    focusLater(same, itemControlId(key, by < 0 ? 'down' : 'up'));
  };
  const remove = () => {
    const next = items.list[index + 1] ?? items.list[index - 1];
    items.remove(key);
    focusLater(...(next ? [itemFieldId(next.key, 'name')] : []), ADD_ITEM_ID);
  };

  return (
    <Card withBorder padding="md" component="li" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={600} id={titleId} style={{ whiteSpace: 'nowrap' }}>
          {t.itemLabel(position)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Button
            id={itemControlId(key, 'up')}
            size="compact-sm"
            variant="default"
            disabled={index === 0}
            aria-label={t.moveUp(position)}
            onClick={() => move(-1)}
          >
            <span aria-hidden>↑</span>&nbsp;{t.up}
          </Button>
          <Button
            id={itemControlId(key, 'down')}
            size="compact-sm"
            variant="default"
            disabled={last}
            aria-label={t.moveDown(position)}
            onClick={() => move(1)}
          >
            <span aria-hidden>↓</span>&nbsp;{t.down}
          </Button>
          <Button
            id={itemControlId(key, 'remove')}
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t.remove(position)}
            onClick={remove}
          >
            {t.delete}
          </Button>
        </Group>
      </Group>
      {/* At phone width the image goes above the fields, which then take the card's whole width. */}
      <Flex direction={{ base: 'column', xs: 'row' }} align="flex-start" gap="md">
        <Stack gap={6} w={128} style={{ flexShrink: 0 }}>
          {item.imageUrl && !storedLinkError ? (
            <Image
              src={item.imageUrl}
              alt={item.name || t.itemLabel(position)}
              w={128}
              h={128}
              radius="sm"
              fit="cover"
            />
          ) : (
            <Box
              w={128}
              h={128}
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 4, display: 'grid', placeItems: 'center' }}
            >
              <Text size="xs" c="dimmed">
                {t.noImage}
              </Text>
            </Box>
          )}
          <FileButton
            onChange={(file) => {
              void items.chooseImage(key, file);
              resetRef.current?.();
            }}
            resetRef={resetRef}
            accept={PROFILE_IMAGE_TYPES.join(',')}
            inputProps={{ 'aria-label': `${t.itemLabel(position)} ${t.image}`, 'aria-describedby': imageHintId }}
          >
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="default"
                loading={uploading !== undefined}
                aria-describedby={imageHintId}
              >
                {item.imageUrl ? t.imageChange : t.imageChoose}
              </Button>
            )}
          </FileButton>
          {item.imageUrl && (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => items.removeImage(key)}
              aria-label={`${t.itemLabel(position)} ${t.imageRemove}`}
            >
              {t.imageRemove}
            </Button>
          )}
          <Text size="xs" c="dimmed" id={imageHintId}>
            {t.imageHint}
          </Text>
          {/* A link saved under older rules is kept as stored, flagged here, and never shown as an image. */}
          {storedLinkError && (
            <Text size="xs" c="var(--mantine-color-error)" role="alert" style={{ overflowWrap: 'anywhere' }}>
              {storedLinkError}
            </Text>
          )}
          {uploading !== undefined && (
            <Progress
              value={Math.round(uploading * 100)}
              aria-label={t.uploading(Math.round(uploading * 100))}
              size="sm"
            />
          )}
          {imageError && (
            <Text size="xs" c="red" role="alert">
              {imageError}
            </Text>
          )}
        </Stack>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0, width: '100%' }}>
          <TextInput
            id={itemFieldId(key, 'name')}
            label={t.name}
            withAsterisk
            autoComplete="off"
            value={item.name}
            error={items.error(key, 'name')}
            {...fieldCounter(item.name, AUCTION_LIMITS.itemName)}
            onChange={(event) => items.set(key, 'name', event.currentTarget.value)}
            onBlur={() => items.blur(key, 'name')}
          />
          <Textarea
            id={itemFieldId(key, 'description')}
            label={t.description}
            autosize
            minRows={2}
            maxRows={8}
            value={item.description}
            error={items.error(key, 'description')}
            {...fieldCounter(item.description, AUCTION_LIMITS.itemDescription)}
            onChange={(event) => items.set(key, 'description', event.currentTarget.value)}
            onBlur={() => items.blur(key, 'description')}
          />
        </Stack>
      </Flex>
    </Card>
  );
});
