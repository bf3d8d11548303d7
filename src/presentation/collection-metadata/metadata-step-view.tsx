import { Alert, Button, NumberInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { fieldCounter } from '../shared/forms/field-counter';
import type { FormEvent, ReactNode } from 'react';
import { COLLECTION_DESCRIPTION_MAX, COLLECTION_NAME_MAX } from '../../domain/metadata/collection-metadata';
import { formatDraftTime } from '../shared/copy/form-copy';
import { metadataCopy } from '../shared/copy/metadata-copy';
import { ConflictDialog } from '../shared/forms/conflict-dialog';
import { DraftRestoreBanner } from '../shared/forms/draft-restore-banner';
import { FixedBottomBar, FixedBottomBarSpacer } from '../shared/forms/fixed-bottom-bar';
import { useStepLead } from '../shared/forms/next-step';
import { StepSkeleton } from '../shared/skeletons/workspace-skeleton';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import { LeaveGuard } from '../shared/forms/leave-guard';
import { linkError } from '../shared/forms/link-error';
import { LoadFailed } from '../shared/states/load-failed';
import type { CollectionMetadataViewModel } from './collection-metadata-view-model';
import { MetadataImageField } from './metadata-image-field';
import { linkFields, type MetadataField } from '../../domain/metadata/metadata-form';
import { supplyInput, yearInput } from './metadata-form-values';
import MetadataShape from './metadata-shape';

const linkInputs: Record<(typeof linkFields)[number], { label: string; placeholder: string }> = {
  website: { label: metadataCopy.website, placeholder: metadataCopy.websitePlaceholder },
  youtube: { label: metadataCopy.youtube, placeholder: metadataCopy.youtubePlaceholder },
  instagram: { label: metadataCopy.instagram, placeholder: metadataCopy.instagramPlaceholder },
  x: { label: metadataCopy.x, placeholder: metadataCopy.xPlaceholder },
  kakaoTalk: { label: metadataCopy.kakaoTalk, placeholder: metadataCopy.kakaoTalkPlaceholder },
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Where the metadata stands on the server: nothing yet, a draft, or submitted (with the time). */
const SavedStatus = observer(function SavedStatus({ vm }: { vm: CollectionMetadataViewModel }) {
  const saved = vm.reads.saved;
  const text = !saved
    ? metadataCopy.status.none
    : saved.status === 'SUBMITTED' && saved.submittedAt
      ? metadataCopy.status.SUBMITTED(formatDraftTime(new Date(saved.submittedAt)))
      : metadataCopy.status.DRAFT(formatDraftTime(new Date(saved.updatedAt ?? saved.submittedAt ?? Date.now())));
  return (
    <Text size="sm" c="dimmed" role="status" aria-label={metadataCopy.statusLabel}>
      {text}
    </Text>
  );
});

/**
 * The main column of step 2 and its fixed action bar (임시저장, 저장, then 다음 단계). Every change, blur and save
 * goes to the view-model; inputs register with the edit form so the first invalid one gets the focus.
 * While the launch does not let its content change (from 승인됨 on) every input and save is disabled:
 * the frame's notice says why.
 */
export const MetadataStepView = observer(function MetadataStepView({
  vm,
  page,
}: {
  vm: CollectionMetadataViewModel;
  page: LaunchpadPage;
}) {
  // Once saved as shown, 저장 steps back for the way on (다음 단계, or 심사 요청 once the launch is ready).
  const lead = useStepLead(vm.form.isDirty);
  if (vm.status === 'error') {
    return <LoadFailed message={metadataCopy.loadFailed} onRetry={() => void vm.reads.refetch()} />;
  }
  if (vm.status !== 'ready') {
    return (
      <StepSkeleton>
        <MetadataShape />
      </StepSkeleton>
    );
  }
  const { form } = vm;
  const { values } = form;
  const locked = !page.canChange('content');
  const disabled = form.saving || locked;

  const field = (name: MetadataField) => ({
    value: values[name],
    error: form.message(name),
    ref: form.inputRef(name),
    onBlur: () => vm.blurField(name),
    onChange: (event: { currentTarget: { value: string } }) => vm.setField(name, event.currentTarget.value),
    disabled,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={metadataCopy.formLabel}>
      <Stack gap="xl">
        <div>
          <Title order={2} size="h3">
            {metadataCopy.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {vm.kind === 'MULTI' ? metadataCopy.introMulti : metadataCopy.introSingle}
          </Text>
        </div>
        {!locked && <DraftRestoreBanner draft={form.draft} />}
        {!vm.reads.contract && (
          <Alert color="gray" role="status">
            <Text size="sm">{metadataCopy.noContract}</Text>
          </Alert>
        )}
        <Section id="metadata-collection" title={metadataCopy.collectionSection}>
          <TextInput
            label={metadataCopy.name}
            placeholder={metadataCopy.namePlaceholder}
            withAsterisk
            autoComplete="off"
            {...fieldCounter(values.name, COLLECTION_NAME_MAX)}
            {...field('name')}
          />
          <Textarea
            label={metadataCopy.description}
            autosize
            minRows={4}
            maxRows={12}
            {...fieldCounter(values.description, COLLECTION_DESCRIPTION_MAX)}
            {...field('description')}
          />
          <MetadataImageField
            label={metadataCopy.image}
            upload={vm.images.image}
            url={values.imageUrl}
            disabled={disabled}
            onRemove={() => vm.images.remove('imageUrl')}
          />
          <TextInput
            label={metadataCopy.year}
            description={metadataCopy.yearHint}
            placeholder={metadataCopy.yearPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            maw={200}
            {...field('year')}
            onChange={(event) => vm.setField('year', yearInput(event.currentTarget.value))}
          />
        </Section>
        {vm.kind === 'MULTI' && (
          <Section id="metadata-edition" title={metadataCopy.editionSection}>
            <TextInput
              label={metadataCopy.tokenName}
              withAsterisk
              autoComplete="off"
              {...fieldCounter(values.tokenName, COLLECTION_NAME_MAX)}
              {...field('tokenName')}
            />
            <Textarea
              label={metadataCopy.tokenDescription}
              autosize
              minRows={3}
              maxRows={10}
              {...fieldCounter(values.tokenDescription, COLLECTION_DESCRIPTION_MAX)}
              {...field('tokenDescription')}
            />
            <MetadataImageField
              label={metadataCopy.media}
              upload={vm.images.media}
              url={values.mediaUrl}
              disabled={disabled}
              onRemove={() => vm.images.remove('mediaUrl')}
            />
            <NumberInput
              label={metadataCopy.supply}
              description={metadataCopy.supplyHint}
              withAsterisk
              thousandSeparator=","
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              hideControls
              maw={240}
              {...field('supply')}
              onChange={(value) => vm.setField('supply', supplyInput(String(value)))}
            />
          </Section>
        )}
        <Section id="metadata-links" title={metadataCopy.linksSection}>
          {linkFields.map((name) => (
            <TextInput
              key={name}
              label={linkInputs[name].label}
              placeholder={linkInputs[name].placeholder}
              inputMode="url"
              autoComplete="url"
              {...field(name)}
              error={linkError(values[name], form.message(name))}
            />
          ))}
        </Section>
      </Stack>
      <FixedBottomBarSpacer />
      <FixedBottomBar label={metadataCopy.bar} start={<SavedStatus vm={vm} />} leads={lead === 'next'}>
        {/* Under 심사 a saved change is submitted at once: a draft of it is not offered. */}
        {!vm.inReview && (
          <Button
            type="button"
            variant="default"
            onClick={() => void vm.saveDraft()}
            loading={vm.saves.running(true)}
            disabled={vm.busy || locked}
          >
            {metadataCopy.saveDraft}
          </Button>
        )}
        <Button
          type="submit"
          variant={lead === 'save' ? 'filled' : 'default'}
          loading={vm.saves.running(false)}
          disabled={vm.busy || locked}
        >
          {metadataCopy.save}
        </Button>
      </FixedBottomBar>
      <ConflictDialog
        conflict={vm.saves.conflict}
        onOverwrite={() => void vm.overwriteConflict()}
        onLoadLatest={vm.saves.conflict.loadLatest}
        busy={vm.busy}
      />
      <LeaveGuard when={form.isDirty} />
    </form>
  );
});
