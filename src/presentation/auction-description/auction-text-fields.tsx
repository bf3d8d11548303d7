import { Fieldset, Stack, Textarea, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ArtistField } from '../../domain/auction/auction-artist';
import { AUCTION_LIMITS } from '../../domain/auction/auction-description';
import { auctionCopy } from '../shared/copy/auction-copy';
import type { AuctionDescriptionViewModel } from './auction-description-view-model';
import { fieldId } from './auction-field-ids';
import { linkFields, type AuctionTextField } from '../../domain/auction/auction-form';
import { fieldCounter } from '../shared/forms/field-counter';
import { formCopy } from '../shared/copy/form-copy';
import { linkError } from '../shared/forms/link-error';

function useFieldProps(vm: AuctionDescriptionViewModel) {
  return (field: AuctionTextField) => ({
    id: fieldId(field),
    value: vm.form.values[field],
    error: vm.form.message(field),
    onBlur: () => vm.form.blur(field),
    onChange: (event: { currentTarget: { value: string } }) => vm.form.set(field, event.currentTarget.value),
  });
}

/** A field filled in at opening says where from, beside its counter, until the creator changes it. */
function filledNote(vm: AuctionDescriptionViewModel, field: ArtistField, note: string, max: number) {
  if (!vm.showsFilledIn(field)) return {};
  return { description: `${note} ${formCopy.counter(vm.form.values[field].length, max)}` };
}

/** 기본 정보: title, artist name, summary. */
export const BasicInfoSection = observer(function BasicInfoSection({ vm }: { vm: AuctionDescriptionViewModel }) {
  const props = useFieldProps(vm);
  const { values } = vm.form;
  return (
    <Fieldset legend={auctionCopy.basic.legend}>
      <Stack gap="md">
        <TextInput
          label={auctionCopy.basic.title}
          withAsterisk
          autoComplete="off"
          {...fieldCounter(values.title, AUCTION_LIMITS.title)}
          {...props('title')}
        />
        <TextInput
          label={auctionCopy.basic.artistName}
          withAsterisk
          autoComplete="off"
          {...fieldCounter(values.artistName, AUCTION_LIMITS.artistName)}
          {...props('artistName')}
          {...filledNote(vm, 'artistName', auctionCopy.basic.fromProfile, AUCTION_LIMITS.artistName)}
        />
        <Textarea
          label={auctionCopy.basic.summary}
          autosize
          minRows={2}
          maxRows={6}
          {...fieldCounter(values.summary, AUCTION_LIMITS.summary)}
          {...props('summary')}
        />
      </Stack>
    </Fieldset>
  );
});

/** 프로젝트 정보: long text whose line breaks are kept as typed. */
export const ProjectInfoSection = observer(function ProjectInfoSection({ vm }: { vm: AuctionDescriptionViewModel }) {
  const props = useFieldProps(vm);
  return (
    <Fieldset legend={auctionCopy.project.legend}>
      <Textarea
        label={auctionCopy.project.label}
        autosize
        minRows={6}
        maxRows={20}
        description={`${auctionCopy.project.hint} ${formCopy.counter(vm.form.values.projectInfo.length, AUCTION_LIMITS.projectInfo)}`}
        {...props('projectInfo')}
      />
    </Fieldset>
  );
});

/** 소셜 링크: website, YouTube, Instagram, X, KakaoTalk open chat, each with its requirements §5 message. */
export const SocialLinksSection = observer(function SocialLinksSection({ vm }: { vm: AuctionDescriptionViewModel }) {
  const props = useFieldProps(vm);
  return (
    <Fieldset legend={auctionCopy.links.legend}>
      <Stack gap="md">
        {linkFields.map((field) => (
          <TextInput
            key={field}
            label={auctionCopy.links[field]}
            placeholder={auctionCopy.links.placeholders[field]}
            inputMode="url"
            autoComplete="url"
            {...props(field)}
            description={vm.showsFilledIn(field) ? auctionCopy.links.filledIn : undefined}
            error={linkError(vm.form.values[field], vm.form.message(field))}
          />
        ))}
      </Stack>
    </Fieldset>
  );
});
