import { Button, Card, Fieldset, Group, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { CREATOR_DESCRIPTION_MAX, CREATOR_NAME_MAX } from '../../domain/creator/creator';
import { meCopy } from '../copy/me-copy';
import type { CreatorDetailViewModel } from './creator-detail-view-model';
import type { CreatorField } from './creator-form-values';
import { ProfileImageField } from './profile-image-field';

const linkFields = [
  { field: 'youtubeUrl', label: meCopy.creator.youtube, placeholder: meCopy.creator.youtubePlaceholder },
  { field: 'instagramUrl', label: meCopy.creator.instagram, placeholder: meCopy.creator.instagramPlaceholder },
  { field: 'xUrl', label: meCopy.creator.x, placeholder: meCopy.creator.xPlaceholder },
] as const;

/** The creator's editable fields; every change, blur and submit goes to the view-model. */
export const CreatorForm = observer(function CreatorForm({ vm }: { vm: CreatorDetailViewModel }) {
  const inputs = useRef<Partial<Record<CreatorField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const { values } = vm.form;
  const creator = vm.creator;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await vm.submit();
    const first = vm.errors.firstInvalid;
    if (!saved && first) inputs.current[first]?.focus();
  };

  const fieldProps = (field: CreatorField) => ({
    value: values[field],
    error: vm.errors.message(field),
    onBlur: () => vm.blurField(field),
    onChange: (event: { currentTarget: { value: string } }) => vm.setField(field, event.currentTarget.value),
  });

  return (
    <Card withBorder padding="lg" component="form" noValidate onSubmit={onSubmit} aria-label={meCopy.creator.formLabel}>
      <Fieldset variant="unstyled" disabled={vm.saving}>
        <Stack gap="md">
          <ProfileImageField picker={vm.image} name={values.name} savedUrl={creator?.imageUrl ?? null} disabled={vm.saving} />
          <TextInput
            label={meCopy.creator.name}
            withAsterisk
            autoComplete="off"
            ref={(el) => void (inputs.current.name = el)}
            description={`${values.name.length} / ${CREATOR_NAME_MAX}`}
            {...fieldProps('name')}
          />
          <Textarea
            label={meCopy.creator.description}
            autosize
            minRows={4}
            maxRows={12}
            ref={(el) => void (inputs.current.description = el)}
            description={`${values.description.length} / ${CREATOR_DESCRIPTION_MAX}`}
            {...fieldProps('description')}
          />
          {linkFields.map(({ field, label, placeholder }) => (
            <TextInput
              key={field}
              label={label}
              placeholder={placeholder}
              inputMode="url"
              autoComplete="url"
              ref={(el) => void (inputs.current[field] = el)}
              {...fieldProps(field)}
            />
          ))}
        </Stack>
      </Fieldset>
      <Group justify="flex-end" align="center" mt="lg" gap="md">
        {vm.uploadPercent !== null && (
          <Stack gap={4} style={{ flex: 1, maxWidth: 280 }}>
            <Text size="xs" c="dimmed" aria-live="polite">
              {meCopy.creator.uploading(vm.uploadPercent)}
            </Text>
            <Progress value={vm.uploadPercent} aria-label={meCopy.creator.uploading(vm.uploadPercent)} />
          </Stack>
        )}
        <Button type="submit" loading={vm.saving} disabled={vm.image.checking}>
          {meCopy.creator.submit}
        </Button>
      </Group>
    </Card>
  );
});
