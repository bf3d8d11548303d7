import { makeAutoObservable, observableRef } from 'mobx';
import type { ContractDraft } from '../../application/launchpads/contract-step';
import type { SaveContract, SavedContract } from '../../application/launchpads/save-contract';
import type { Contract } from '../../domain/contract/contract';
import type { ContractCheck } from '../../domain/contract/contract-check';
import { openingAddress } from '../../domain/contract/contract-target';
import { contractCopy } from '../shared/copy/workspace-copy';
import type { FormDraft } from '../shared/forms/form-draft';
import type { FormServices } from '../shared/forms/form-services';
import { FormSubmission } from '../shared/forms/form-submission';
import { isSaveConflict, type SaveConflictFlow } from '../shared/forms/save-conflict';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';

/**
 * Keeping step 1's checked contract: one save at a time, sent with the version of the contract the step
 * loaded; a contract saved elsewhere since (another tab, another device, a deploy) is not overwritten:
 * the one conflicting-save flow asks (덮어쓰기 saves again over it, 최신 내용 불러오기 shows it and keeps
 * the typed address as this tab's draft). A refusal at a field is the checks' to place.
 */
export class ContractSaves {
  readonly submission: FormSubmission;
  readonly conflict: SaveConflictFlow<ContractDraft, Contract>;
  /** The frame's page: its kept contract is read again after a conflict (the page's read takes it too). */
  page: LaunchpadPage | null = null;

  constructor(
    private readonly forms: FormServices,
    private readonly saveContract: SaveContract,
    form: FormDraft<ContractDraft>,
    placeAtField: (error: unknown) => boolean,
  ) {
    this.conflict = forms.conflictFlow<ContractDraft, Contract>({
      form,
      context: { area: 'launchpads', form: 'contract' },
      readLatest: async () => (this.page ? (await this.page.kept.latest()).contract : null),
      versionOf: (contract) => contract.updatedAt,
      // The address on the launchpad's chain (the chain is the launchpad's, never the step's).
      valuesOf: (contract) => ({ address: openingAddress(this.page?.launchpad.chainId ?? 0, contract) }),
    });
    this.submission = new FormSubmission({
      ...forms.submission,
      place: (error) => this.conflict.place(error) || placeAtField(error),
      shownElsewhere: isSaveConflict,
      context: { area: 'launchpads', action: 'save-contract' },
      failureTitle: contractCopy.saveFailed,
    });
    makeAutoObservable<this, 'saveContract' | 'forms'>(
      this,
      { ...notObserved('saveContract', 'forms', 'submission', 'conflict'), page: observableRef },
      {
        autoBind: true,
      },
    );
  }

  get busy(): boolean {
    return this.submission.busy;
  }

  /** Keeps launchpad `id`'s contract as checked (a toast says so); null when refused (the reason shows, or the conflict asks). */
  async save(id: number, check: Extract<ContractCheck, { kind: 'ok' }>): Promise<SavedContract | null> {
    const base = this.conflict.begin(true);
    const saved = await this.submission.run(() => this.saveContract.execute(id, check, base), { launchpadId: id });
    if (!saved) return null;
    this.conflict.saved(saved.contract.updatedAt);
    this.forms.notices.success(contractCopy.saved);
    return saved;
  }
}
