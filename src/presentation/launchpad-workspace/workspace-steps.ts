import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Contract } from '../../domain/contract/contract';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { launchpadPaths } from '../shared/navigation/launchpad-paths';

export type StepTone = 'done' | 'progress' | 'todo' | 'locked';

export interface WorkspaceStep {
  key: 'contract' | 'metadata' | 'editions' | 'auction';
  label: string;
  state: string;
  tone: StepTone;
  /** null while the step cannot be opened yet. */
  to: string | null;
}

export interface WorkspaceData {
  launchpad: Launchpad;
  contract: Contract | null;
  tokens: readonly SingleToken[];
  metadata: SingleMetadata | MultiMetadata | null;
  /** undefined while the auction descriptions are loading. */
  auctions: readonly AuctionDescription[] | undefined;
}

const state = workspaceCopy.stepState;

function statusOf(record: { status: 'DRAFT' | 'SUBMITTED' } | null | undefined): { state: string; tone: StepTone } {
  if (!record) return { state: state.notStarted, tone: 'todo' };
  return record.status === 'SUBMITTED'
    ? { state: state.submitted, tone: 'done' }
    : { state: state.draft, tone: 'progress' };
}

/**
 * The launchpad's steps as the left column lists them (컨트랙트 → 컬렉션 메타데이터 → 에디션 (single
 * only) → 경매 설명), each with its state and where it opens. Step 2 stays closed until a contract is kept.
 */
export function workspaceSteps({ launchpad, contract, tokens, metadata, auctions }: WorkspaceData): WorkspaceStep[] {
  const { id, collectionType } = launchpad;
  const steps: WorkspaceStep[] = [
    {
      key: 'contract',
      label: workspaceCopy.steps.contract,
      ...(contract ? { state: state.saved, tone: 'done' } : { state: state.needed, tone: 'todo' }),
      to: launchpadPaths.metadata(id, collectionType, 1),
    },
    {
      key: 'metadata',
      label: workspaceCopy.steps.metadata,
      ...(contract ? statusOf(metadata) : { state: state.locked, tone: 'locked' }),
      to: contract ? launchpadPaths.metadata(id, collectionType, 2) : null,
    },
  ];
  if (collectionType === 'SINGLE') {
    steps.push({
      key: 'editions',
      label: workspaceCopy.steps.editions,
      ...(tokens.length > 0
        ? { state: state.tokens(tokens.length), tone: 'progress' }
        : { state: state.notStarted, tone: 'todo' }),
      to: launchpadPaths.editions(id),
    });
  }
  const auction = auctions?.[0];
  steps.push({
    key: 'auction',
    label: workspaceCopy.steps.auction,
    ...(auctions === undefined ? { state: state.loading, tone: 'todo' } : statusOf(auction)),
    to: launchpadPaths.auction(id),
  });
  return steps;
}

/** A step is behind the creator once it is saved or submitted (a draft counts: it can be finished later). */
export function stepStarted(step: WorkspaceStep): boolean {
  return step.tone === 'done' || step.tone === 'progress';
}

/**
 * Where the current step's action bar leads once the step is saved or submitted: the next step
 * that can be opened, or the list after the last one. Null while the step is not saved yet.
 */
export function nextStepOf(
  steps: readonly WorkspaceStep[],
  current: WorkspaceStep['key'],
): { to: string; label: string } | null {
  const index = steps.findIndex((step) => step.key === current);
  const step = steps[index];
  if (!step || !stepStarted(step)) return null;
  const next = steps.slice(index + 1).find((candidate) => candidate.to !== null);
  if (!next?.to) return { to: '/launchpads', label: workspaceCopy.toList };
  return { to: next.to, label: workspaceCopy.next(next.label) };
}

const remainingCopy = workspaceCopy.remaining;

/**
 * What is left before the launchpad goes to 심사, in the order to do it: the contract, the editions
 * (single), the auction description, and last the metadata, whose 제출 starts the review.
 */
export function remainingBeforeReview(steps: readonly WorkspaceStep[]): string[] {
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const left: string[] = [];
  if (byKey.get('contract')?.tone !== 'done') left.push(remainingCopy.contract);
  const editions = byKey.get('editions');
  if (editions && editions.tone === 'todo') left.push(remainingCopy.editions);
  if (byKey.get('auction')?.tone !== 'done') left.push(remainingCopy.auction);
  if (byKey.get('metadata')?.tone !== 'done') left.push(remainingCopy.metadata);
  return left;
}
