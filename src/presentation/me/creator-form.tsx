import { Button, Card, Fieldset, Group, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useRef, type FormEvent } from 'react';
import { CREATOR_DESCRIPTION_MAX, CREATOR_NAME_MAX } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { ConflictDialog } from '../shared/forms/conflict-dialog';
import { fieldCounter } from '../shared/forms/field-counter';
import { SubmitQuestion } from '../shared/forms/submit-question';
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

  const focusFirstInvalid = () => {
    const first = vm.errors.firstInvalid;
    if (first) inputs.current[first]?.focus();
  };
  const send = async (save: () => Promise<boolean>) => {
    if (!(await save())) focusFirstInvalid();
  };

  // 제출 asks first, as every 제출 does (an approved profile is told it goes back to review); with
  // something to fix, the fields say so and the first one gets the focus instead.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!vm.askSubmit()) focusFirstInvalid();
  };
  const t = meCopy.creator;
  // An approved profile is told it goes back to review.
  const question =
    creator?.status === 'APPROVED'
      ? { title: t.approvedTitle, body: t.approvedBody, confirm: t.approvedConfirm, cancel: t.confirmCancel }
      : { title: t.confirmTitle, body: t.confirmBody, confirm: t.confirmSubmit, cancel: t.confirmCancel };

  const fieldProps = (field: CreatorField) => ({
    value: values[field],
    error: vm.errors.message(field),
    onBlur: () => vm.editForm.blur(field),
    onChange: (event: { currentTarget: { value: string } }) => vm.editForm.set(field, event.currentTarget.value),
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
        {vm.image.sendingPercent !== null && (
          <Stack gap={4} style={{ flex: 1, maxWidth: 280 }}>
            <Text size="xs" c="dimmed" aria-live="polite">
              {meCopy.creator.uploading(vm.image.sendingPercent)}
            </Text>
            <Progress value={vm.image.sendingPercent} aria-label={meCopy.creator.uploading(vm.image.sendingPercent)} />
          </Stack>
        )}
        <Button type="submit" loading={vm.saving} disabled={vm.image.checking}>
          {meCopy.creator.submit}
        </Button>
      </Group>
      <SubmitQuestion
        opened={vm.saves.asking}
        copy={question}
        onCancel={vm.saves.cancel}
        onConfirm={() => void send(vm.submit)}
      />
      <ConflictDialog
        conflict={vm.saves.conflict}
        onOverwrite={() => void send(vm.overwriteConflict)}
        onLoadLatest={vm.saves.conflict.loadLatest}
        busy={vm.saving}
      />
    </Card>
  );
});
