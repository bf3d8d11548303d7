import { Button, Card, Fieldset, Group, Modal, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import { CREATOR_DESCRIPTION_MAX, CREATOR_NAME_MAX } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { fieldCounter } from '../shared/forms/field-counter';
import { linkError } from '../shared/forms/link-error';
import type { CreatorDetailViewModel } from './creator-detail-view-model';
import type { CreatorField } from './creator-form-values';
import { ProfileImageField } from './profile-image-field';

// Counters and hints under the field they count, errors last.

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

  const [confirming, setConfirming] = useState(false);

  const send = async () => {
    setConfirming(false);
    const saved = await vm.submit();
    const first = vm.errors.firstInvalid;
    if (!saved && first) inputs.current[first]?.focus();
  };

  // 제출 asks first, as every 제출 does (an approved profile is told it goes back to review); with
  // something to fix, the fields say so and the first one gets the focus instead.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (vm.readyToSubmit()) setConfirming(true);
    else if (vm.errors.firstInvalid) inputs.current[vm.errors.firstInvalid]?.focus();
  };
  const approved = creator?.status === 'APPROVED';

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
          <ProfileImageField
            picker={vm.image}
            name={values.name}
            savedUrl={creator?.imageUrl ?? null}
            disabled={vm.saving}
          />
          <TextInput
            label={meCopy.creator.name}
            withAsterisk
            autoComplete="off"
            ref={(el) => void (inputs.current.name = el)}
            {...fieldCounter(values.name, CREATOR_NAME_MAX)}
            {...fieldProps('name')}
          />
          <Textarea
            label={meCopy.creator.description}
            autosize
            minRows={4}
            maxRows={12}
            ref={(el) => void (inputs.current.description = el)}
            {...fieldCounter(values.description, CREATOR_DESCRIPTION_MAX)}
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
              error={linkError(values[field], vm.errors.message(field))}
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
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={approved ? meCopy.creator.approvedTitle : meCopy.creator.confirmTitle}
        centered
      >
        <Text size="sm">{approved ? meCopy.creator.approvedBody : meCopy.creator.confirmBody}</Text>
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            {meCopy.creator.confirmCancel}
          </Button>
          <Button onClick={() => void send()}>
            {approved ? meCopy.creator.approvedConfirm : meCopy.creator.confirmSubmit}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
});
