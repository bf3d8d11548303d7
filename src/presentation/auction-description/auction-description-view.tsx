import { Button, Fieldset, Stack, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { auctionCopy } from '../shared/copy/auction-copy';
import { DraftRestoreBanner } from '../shared/forms/draft-restore-banner';
import { FixedBottomBar, FixedBottomBarSpacer } from '../shared/forms/fixed-bottom-bar';
import { ConflictDialog } from '../shared/forms/conflict-dialog';
import { LeaveGuard } from '../shared/forms/leave-guard';
import { LoadFailed } from '../shared/states/load-failed';
import { StepSkeleton } from '../shared/skeletons/workspace-skeleton';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import AuctionShape from './auction-shape';
import { PreviewQuestion } from './auction-dialogs';
import { saveComesFirst } from './save-comes-first';
import type { AuctionDescriptionViewModel } from './auction-description-view-model';
import { AuctionStatus } from './auction-status';
import { BasicInfoSection, ProjectInfoSection, SocialLinksSection } from './auction-text-fields';
import { focusLater } from './focus-later';
import { ItemsSection } from './items-section';
import { openPreviewTab } from './open-preview-tab';
import { VisibilitySection } from './visibility-section';

/**
 * The editor: sections in the order of the spec's skeleton, and the fixed bar 미리보기 · 임시저장 · 저장
 * (then, after this last step, 심사 요청 while the launch is 작성 중).
 * While the launch does not let its content change (from 승인됨 on) every field, item control and save
 * is disabled (미리보기 stays): the frame's notice says why.
 */
export const AuctionDescriptionView = observer(function AuctionDescriptionView({
  vm,
  page,
}: {
  vm: AuctionDescriptionViewModel;
  page: LaunchpadPage;
}) {
  if (vm.status === 'error') {
    return <LoadFailed message={auctionCopy.loadFailed} onRetry={() => void page.auctions.refetch()} />;
  }
  if (vm.status !== 'ready') {
    return (
      <StepSkeleton>
        <AuctionShape />
      </StepSkeleton>
    );
  }

  const focusFirstInvalid = () => {
    const id = vm.firstInvalidId;
    if (id) focusLater(id);
  };
  const saveDraft = async () => {
    if (!(await vm.saveDraft())) focusFirstInvalid();
  };
  const save = async () => {
    if (!(await vm.save())) focusFirstInvalid();
  };
  const preview = (saveFirst: boolean) =>
    void openPreviewTab(async () => {
      const url = await vm.previewUrl(saveFirst);
      if (!url) focusFirstInvalid();
      return url;
    });
  // From 승인됨 on nothing is saved: the frame's notice says why, and no save is offered that would fail.
  const locked = !page.canChange('content');
  const onPreviewClick = () => vm.askPreview() || preview(false);
  // One filled action at a time: 저장 while something is to save, then the bar's 심사 요청.
  const saveFirst = saveComesFirst(vm, page);

  return (
    <Stack gap="lg">
      {/* The workspace frame around it names the launchpad and leads back to the list. */}
      <Title order={2} size="h3">
        {auctionCopy.title}
      </Title>
      {!locked && <DraftRestoreBanner draft={vm.form.draft} />}
      <form noValidate aria-label={auctionCopy.formLabel} onSubmit={(event) => event.preventDefault()}>
        <Fieldset variant="unstyled" disabled={vm.form.saving || locked}>
          <Stack gap="xl">
            <BasicInfoSection vm={vm} />
            <ItemsSection vm={vm} locked={locked} />
            <VisibilitySection vm={vm} />
            <ProjectInfoSection vm={vm} />
            <SocialLinksSection vm={vm} />
          </Stack>
        </Fieldset>
      </form>
      <FixedBottomBarSpacer />
      <FixedBottomBar label={auctionCopy.bar.label} start={<AuctionStatus vm={vm} />} leads={!saveFirst && !locked}>
        <Button
          variant="default"
          onClick={onPreviewClick}
          loading={vm.preview.previewing.busy}
          disabled={vm.busy && !vm.preview.previewing.busy}
        >
          {auctionCopy.bar.preview}
        </Button>
        {/* Under 심사 a saved change is submitted at once: a draft of it is not offered. */}
        {!vm.inReview && (
          <Button
            variant="default"
            onClick={() => void saveDraft()}
            loading={vm.saves.running(true)}
            disabled={vm.items.images.busy || vm.preview.previewing.busy || locked}
          >
            {auctionCopy.bar.saveDraft}
          </Button>
        )}
        <Button variant={saveFirst ? 'filled' : 'default'} onClick={() => void save()} disabled={vm.busy || locked}>
          {auctionCopy.bar.save}
        </Button>
      </FixedBottomBar>
      <PreviewQuestion vm={vm} onPreview={preview} />
      <ConflictDialog
        conflict={vm.saves.conflict}
        onOverwrite={() => void vm.overwriteConflict()}
        onLoadLatest={vm.loadLatest}
        busy={vm.form.saving}
      />
      <LeaveGuard when={vm.form.isDirty} />
    </Stack>
  );
});
