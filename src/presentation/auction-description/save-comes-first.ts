import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import type { AuctionDescriptionViewModel } from './auction-description-view-model';

/**
 * Whether 저장 is the step's next action, so the bar's one filled button (the rule of the editions
 * step, `EditionsEditorViewModel.imagesComeFirst`): something is still to save (typed and not saved,
 * nothing saved yet, fields filled in from the creator profile not saved yet, or a saved draft that a
 * review could not take).
 * Otherwise 저장 steps back and the bar's 심사 요청 (after this last step) is the filled one.
 *
 * Not `useStepLead`'s rule (next-step.tsx), which the other steps follow: there a way on that cannot run
 * yet hands the lead back to 저장, while here a saved, complete description leaves 저장 plain even while
 * 심사 요청 waits, disabled, for an earlier step; and from 승인됨 on nothing here leads (not the list).
 */
export function saveComesFirst(vm: AuctionDescriptionViewModel, page: LaunchpadPage): boolean {
  if (!page.canChange('content')) return false;
  return (
    vm.form.isDirty || vm.saved === undefined || vm.filledIn.length > 0 || page.progress.auction.state !== 'complete'
  );
}
