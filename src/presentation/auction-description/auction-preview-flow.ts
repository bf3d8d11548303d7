import { makeAutoObservable } from 'mobx';
import type { PreviewAuctionDescription } from '../../application/auctions/preview-auction-description';
import { auctionCopy } from '../shared/copy/auction-copy';
import { FormSubmission, type FormSubmissionOptions } from '../shared/forms/form-submission';
import { notObserved } from '../shared/view-models/not-observed';

/** What 미리보기 asks first: there are unsaved changes, or nothing is saved yet. */
export interface PreviewQuestionState {
  nothingSaved: boolean;
}

/**
 * 미리보기: the public page of the saved content, through a fresh temporary key. With unsaved changes
 * (or nothing saved) it asks first (`ask`): 임시저장 후 미리보기, or the saved content as it is; the
 * editor saves first when asked to, then asks this for the page's address.
 */
export class AuctionPreviewFlow {
  /** The question shown; null when it is not asking. */
  question: PreviewQuestionState | null = null;
  readonly previewing: FormSubmission;

  constructor(
    services: Pick<FormSubmissionOptions, 'reporter' | 'notices'>,
    private readonly preview: PreviewAuctionDescription,
  ) {
    this.previewing = new FormSubmission({
      ...services,
      place: () => false,
      context: { area: 'auction-description', action: 'preview-key' },
      failureTitle: auctionCopy.previewFailed,
    });
    makeAutoObservable<this, 'preview'>(this, notObserved('preview', 'previewing'), { autoBind: true });
  }

  ask(question: PreviewQuestionState): void {
    this.question = question;
  }

  close(): void {
    this.question = null;
  }

  /** The preview page's address of launchpad `id`'s saved description; null when it failed (the reason shows). */
  url(id: number): Promise<string | null> {
    this.question = null;
    return this.previewing.run(() => this.preview.execute(id), { launchpadId: id });
  }
}
