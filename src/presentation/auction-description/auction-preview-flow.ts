import { makeAutoObservable } from 'mobx';
import type { PreviewAuctionDescription } from '../../application/auctions/preview-auction-description';
import { auctionCopy } from '../shared/copy/auction-copy';
import { FormSubmission, type FormSubmissionOptions } from '../shared/forms/form-submission';
import { notObserved } from '../shared/view-models/not-observed';

/** What 미리보기 needs of the editor around it. */
export interface PreviewHost {
  readonly launchpadId: number | null;
  /** A save, or an image upload, is running (a preview waits). */
  readonly busy: boolean;
  /** Unsaved changes, or nothing saved yet: 미리보기 would not show them, so it asks first. */
  readonly unsaved: { nothingSaved: boolean } | null;
  /** 임시저장; null when it failed or was refused (the reason shows). */
  saveDraft(): Promise<unknown>;
}

/**
 * 미리보기: the public page of the saved content, through a fresh temporary key. With unsaved
 * changes (or nothing saved) it asks first: 임시저장 후 미리보기, or the saved content as it is.
 */
export class AuctionPreviewFlow {
  /** The question shown; null when it is not asking. */
  question: { nothingSaved: boolean } | null = null;
  readonly previewing: FormSubmission;

  constructor(
    services: Pick<FormSubmissionOptions, 'reporter' | 'notices'>,
    private readonly preview: PreviewAuctionDescription,
    private readonly host: PreviewHost,
  ) {
    this.previewing = new FormSubmission({
      ...services,
      place: () => false,
      context: { area: 'auction-description', action: 'preview-key' },
      failureTitle: auctionCopy.previewFailed,
    });
    makeAutoObservable<this, 'preview' | 'host'>(this, notObserved('preview', 'host', 'previewing'), {
      autoBind: true,
    });
  }

  get needsQuestion(): boolean {
    return this.host.unsaved !== null;
  }

  ask(): void {
    this.question = this.host.unsaved;
  }

  close(): void {
    this.question = null;
  }

  /** The preview page's address, after 임시저장 first when `saveFirst`; null when either failed (the reason shows). */
  async url(saveFirst: boolean): Promise<string | null> {
    this.question = null;
    const id = this.host.launchpadId;
    if (id === null || this.host.busy) return null;
    if (saveFirst && !(await this.host.saveDraft())) return null;
    return this.previewing.run(() => this.preview.execute(id), { launchpadId: id });
  }
}
