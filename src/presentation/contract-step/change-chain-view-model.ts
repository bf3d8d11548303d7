import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ValidationError } from '../../application/errors/app-error';
import { ChangeLaunchpadChain } from '../../application/launchpads/change-launchpad-chain';
import { findChainById } from '../../domain/chain/chains';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { contractCopy } from '../shared/copy/workspace-copy';
import { FormServices } from '../shared/forms/form-services';
import { FormSubmission } from '../shared/forms/form-submission';
import { notObserved } from '../shared/view-models/not-observed';
import { chainNameOf } from './contract-texts';

const copy = contractCopy.chainSetting;

/**
 * 체인 변경 from the contract step: the launchpad's chain is a setting of its own, changed in a dialog that
 * asks once (naming both chains, and that a kept contract goes with the old one). ChangeLaunchpadChain
 * sends it (the lock owner refuses it past 작성 중) and the pages follow the cache.
 */
@injectable()
export class ChangeChainViewModel {
  readonly submission: FormSubmission;
  launchpad: Launchpad | null = null;
  chainId = 0;
  error: string | undefined = undefined;

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(ChangeLaunchpadChain) private readonly changeChain: ChangeLaunchpadChain,
  ) {
    this.submission = new FormSubmission({
      ...forms.submission,
      place: (error) => this.place(error),
      context: { area: 'launchpads', action: 'change-chain' },
      failureTitle: copy.failed,
    });
    makeAutoObservable<this, 'forms' | 'changeChain'>(this, notObserved('forms', 'changeChain', 'submission'), {
      autoBind: true,
    });
  }

  get opened(): boolean {
    return this.launchpad !== null;
  }

  /** A chain other than the launchpad's is chosen: the question can be asked. */
  get changes(): boolean {
    return this.launchpad !== null && this.chainId !== this.launchpad.chainId && !!findChainById(this.chainId);
  }

  /** "…에서 …으로 바꾸시겠습니까?", once another chain is chosen. */
  get question(): string | null {
    return this.launchpad && this.changes
      ? copy.confirm(chainNameOf(this.launchpad.chainId), chainNameOf(this.chainId))
      : null;
  }

  open(launchpad: Launchpad): void {
    this.launchpad = launchpad;
    this.chainId = launchpad.chainId;
    this.error = undefined;
  }

  close(): void {
    if (!this.submission.busy) this.launchpad = null;
  }

  setChain(chainId: number): void {
    this.chainId = chainId;
    this.error = undefined;
  }

  /** The moved launchpad, or null when nothing changed or the change was refused (reason shown, choice kept). */
  async confirm(): Promise<Launchpad | null> {
    const launchpad = this.launchpad;
    if (!launchpad || !this.changes) return null;
    const chainId = this.chainId;
    const moved = await this.submission.run(() => this.changeChain.execute(launchpad, chainId), {
      launchpadId: launchpad.id,
      chainId,
    });
    if (!moved) return null;
    this.forms.notices.success(copy.saved(chainNameOf(moved.chainId)));
    runInAction(() => (this.launchpad = null));
    return moved;
  }

  /** A refusal at the chain (a deploy under way, a chain the API does not take) is said at the select. */
  private place(error: unknown): boolean {
    if (!(error instanceof ValidationError) || (error.field !== 'chainId' && error.field !== 'chain')) return false;
    this.error = error.userMessage;
    return true;
  }
}
