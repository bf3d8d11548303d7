import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RequestReview, type ReviewPart, type ReviewRequestOutcome } from '../../application/launchpads/request-review';
import { chainKrName } from '../../domain/chain/chains';
import { errorText } from '../shared/copy/error-copy';
import { reviewCopy } from '../shared/copy/review-copy';
import { FormServices } from '../shared/forms/form-services';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';

export type PartState = keyof typeof reviewCopy.state;

/**
 * 심사 요청 in the workspace (the box 심사 전 남은 일 and the last step's bar share it): offered while the
 * launch is 작성 중, enabled once a review has everything it needs; it asks once, then RequestReview
 * submits the parts. The view state only: the question, each part's line as the request goes, and
 * which part failed and why (다시 시도 sends only the rest).
 */
@injectable()
export class ReviewRequestViewModel {
  private page: LaunchpadPage | null = null;
  /** The question is open. */
  asking = false;
  running = false;
  /** The parts this request sends, in order, each with where it stands. */
  parts: { part: ReviewPart; state: PartState }[] = [];
  /**
   * Why the request stopped: the failed part named, then the reason in Korean (or a line of its own);
   * `retry` when asking again can help (not when the launch lacks something: 심사 전 남은 일 says what).
   */
  problem: { title: string; text: string | null; retry: boolean } | null = null;

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(RequestReview) private readonly request: RequestReview,
  ) {
    makeAutoObservable<this, 'forms' | 'request'>(this, notObserved('forms', 'request'), { autoBind: true });
  }

  start(page: LaunchpadPage): () => void {
    this.page = page;
    return this.stop;
  }

  /** Another launchpad, or the frame gone: no question stays open. */
  private stop(): void {
    this.asking = false;
  }

  /** 심사 요청 is offered: the launch is 작성 중. */
  get offered(): boolean {
    return this.page?.launchpad.status === 'DRAFT';
  }

  /** Everything a review needs is there (the frame's progress, read from the cache the saves keep true). */
  get enabled(): boolean {
    return this.offered && this.page!.progress.readyForReview && !this.running;
  }

  /** The chain that is fixed, with its contract, once the request is accepted (the question names it). */
  get chainName(): string {
    const launchpad = this.page?.launchpad;
    return launchpad ? chainKrName(launchpad.chainId, launchpad.chain) : '';
  }

  /** Opens the question with the parts still to send (none: the last is sent again, which moves the launch). */
  ask(): void {
    if (!this.enabled) return;
    const toSubmit = this.page!.progress.toSubmit;
    this.parts = (toSubmit.length > 0 ? toSubmit : (['auction'] as const)).map((part) => ({
      part,
      state: 'waiting',
    }));
    this.problem = null;
    this.asking = true;
  }

  close(): void {
    if (!this.running) this.asking = false;
  }

  /** 심사 요청 (and 다시 시도: what was accepted is not sent again; the use case reads what is left). */
  async confirm(): Promise<void> {
    const id = this.page?.launchpad.id;
    if (id === undefined || this.running) return;
    this.running = true;
    this.problem = null;
    let outcome: ReviewRequestOutcome;
    try {
      outcome = await this.request.execute(id, (part, state) => this.mark(part, state));
    } catch (error) {
      // The guard's refusal or a failed read: nothing was sent.
      this.forms.reporter.report(error, { area: 'launchpads', action: 'request-review', launchpadId: id });
      runInAction(() => {
        this.running = false;
        this.problem = { title: reviewCopy.notStarted, text: errorText(error), retry: true };
      });
      return;
    }
    runInAction(() => this.settle(outcome));
  }

  /** The parts accepted so far, by name (for the line that says they stay submitted). */
  get submitted(): ReviewPart[] {
    return this.parts.filter((line) => line.state === 'submitted').map((line) => line.part);
  }

  private mark(part: ReviewPart, state: 'sending' | 'submitted'): void {
    const line = this.parts.find((candidate) => candidate.part === part);
    if (line) line.state = state;
    else this.parts.push({ part, state });
  }

  private settle(outcome: ReviewRequestOutcome): void {
    this.running = false;
    if (outcome.kind === 'in-review') {
      this.asking = false;
      this.forms.notices.success(reviewCopy.done);
    } else if (outcome.kind === 'failed') {
      this.mark(outcome.part, 'sending');
      this.parts.find((line) => line.part === outcome.part)!.state = 'failed';
      this.problem = { title: reviewCopy.failed(outcome.part), text: errorText(outcome.error), retry: true };
    } else if (outcome.kind === 'not-ready') {
      this.problem = { title: reviewCopy.notReady, text: null, retry: false };
    } else {
      this.problem = { title: reviewCopy.notMoved, text: null, retry: true };
    }
  }
}
