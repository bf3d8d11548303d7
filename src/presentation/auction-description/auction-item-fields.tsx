import { Box, Button, FileButton, Flex, Image, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import { PROFILE_IMAGE_TYPES } from '../../domain/creator/profile-image-rules';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { AuctionItemValues } from '../../domain/auction/auction-items';
import { itemFieldId } from './auction-field-ids';
import { storedImageError, type AuctionItemsEditor } from './auction-items-editor';
import { fieldCounter } from '../shared/forms/field-counter';

const t = auctionCopy.items;

/**
 * An item opened in place: its image (choose, change, remove, with the upload's progress and messages)
 * and its name and description.
 */
export const AuctionItemFields = observer(function AuctionItemFields({
  items,
  item,
  position,
}: {
  items: AuctionItemsEditor;
  item: AuctionItemValues;
  position: number;
}) {
  const resetRef = useRef<() => void>(null);
  const { key } = item;
  // Read per key: another item's upload or message does not render this item again.
  const uploading = items.images.progress.get(key);
  const imageError = items.images.errors.get(key);
  const imageHintId = `auction-item-${key}-image-hint`;
  const storedLinkError = storedImageError(item);

  return (
    <>
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
    </>
  );
});
