import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import { PROFILE_IMAGE_TYPES } from '../../domain/creator/profile-image-rules';
import { meCopy } from '../shared/copy/me-copy';
import { CreatorAvatar } from './creator-avatar';
import type { ProfileImagePicker } from '../shared/images/profile-image-picker';

const ERROR_ID = 'profile-image-error';
const HINT_ID = 'profile-image-hint';

/** The current image (or the newly picked one), a picker limited to the accepted types, and why a file was refused. */
export const ProfileImageField = observer(function ProfileImageField({
  picker,
  name,
  savedUrl,
  disabled,
}: {
  picker: ProfileImagePicker;
  name: string;
  savedUrl: string | null;
  disabled: boolean;
}) {
  // Lets the same file be picked again after it was refused or cleared.
  const resetRef = useRef<() => void>(null);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="profile-image-label">
        {meCopy.creator.image}
      </Text>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <CreatorAvatar name={name} src={picker.previewUrl ?? savedUrl} size={96} />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton
              onChange={(file) => {
                void picker.choose(file);
                resetRef.current?.();
              }}
              resetRef={resetRef}
              accept={PROFILE_IMAGE_TYPES.join(',')}
              disabled={disabled}
              inputProps={{ 'aria-label': meCopy.creator.image, 'aria-describedby': picker.error ? ERROR_ID : HINT_ID }}
            >
              {(props) => (
                <Button {...props} variant="default" size="sm" loading={picker.checking} aria-describedby={HINT_ID}>
                  {picker.file || savedUrl ? meCopy.creator.imageChange : meCopy.creator.imageChoose}
                </Button>
              )}
            </FileButton>
            {picker.file && (
              <Button variant="subtle" size="sm" onClick={picker.clear} disabled={disabled}>
                {meCopy.creator.imageRemove}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" id={HINT_ID}>
            {meCopy.creator.imageHint}
          </Text>
          {picker.file && (
            <Text size="xs" c="blue">
              {meCopy.creator.imageNew(picker.file.name)}
            </Text>
          )}
          {picker.error && (
            <Text size="xs" c="red" id={ERROR_ID} role="alert">
              {picker.error}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
});
