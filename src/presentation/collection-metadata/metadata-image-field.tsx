import { Box, Button, Center, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { PROFILE_IMAGE_TYPES } from '../../domain/creator/profile-image-rules';
import { metadataCopy } from '../shared/copy/metadata-copy';
import type { MetadataImageUpload } from './metadata-image-upload';

const PREVIEW_SIDE = 160;

/**
 * An image of the collection (or the edition's media): the preview square as the exchange shows it
 * (cropped to fill), a picker limited to the accepted types, the upload's progress and why a file
 * was refused.
 */
export const MetadataImageField = observer(function MetadataImageField({
  label,
  upload,
  url,
  disabled,
  onRemove,
}: {
  label: string;
  upload: MetadataImageUpload;
  /** The value in the form: the uploaded image's URL, '' for none. */
  url: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const resetRef = useRef<() => void>(null);
  const preview = upload.previewOf(url);
  const percent = upload.percent;
  return (
    <Stack gap={6}>
      {/* The same label style as the text fields; the picker's own input carries the name. */}
      <Input.Label labelElement="div">{label}</Input.Label>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <Box
          w={PREVIEW_SIDE}
          h={PREVIEW_SIDE}
          style={{
            flex: 'none',
            borderRadius: 'var(--mantine-radius-md)',
            overflow: 'hidden',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {preview ? (
            <Image src={preview} alt={metadataCopy.imagePreview(label)} w={PREVIEW_SIDE} h={PREVIEW_SIDE} fit="cover" />
          ) : (
            <Center h="100%" bg="var(--mantine-color-default-hover)">
              <Text size="xs" c="dimmed" ta="center" px="xs">
                {metadataCopy.imageNone}
              </Text>
            </Center>
          )}
        </Box>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton
              onChange={(file) => {
                void upload.choose(file);
                resetRef.current?.();
              }}
              resetRef={resetRef}
              accept={PROFILE_IMAGE_TYPES.join(',')}
              disabled={disabled}
              inputProps={{ 'aria-label': label, 'aria-describedby': upload.error ? errorId : hintId, disabled }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  loading={upload.busy}
                  disabled={disabled}
                  aria-describedby={hintId}
                >
                  {url ? metadataCopy.imageChange : metadataCopy.imageChoose}
                </Button>
              )}
            </FileButton>
            {url && !upload.busy && (
              <Button variant="subtle" size="sm" onClick={onRemove} disabled={disabled}>
                {metadataCopy.imageRemove}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" id={hintId}>
            {metadataCopy.imageHint}
          </Text>
          {percent !== null && (
            <Stack gap={4} maw={240}>
              <Text size="xs" c="dimmed" aria-live="polite">
                {metadataCopy.uploading(percent)}
              </Text>
              <Progress value={percent} aria-label={metadataCopy.uploading(percent)} />
            </Stack>
          )}
          {upload.error && (
            <Text size="xs" c="red" id={errorId} role="alert">
              {upload.error}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
});
