import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Contract } from '../../domain/contract/contract';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';
import { workspaceCopy } from '../copy/workspace-copy';
import { launchpadPaths } from './launchpad-paths';

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
  return record.status === 'SUBMITTED' ? { state: state.submitted, tone: 'done' } : { state: state.draft, tone: 'progress' };
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
      ...(tokens.length > 0 ? { state: state.tokens(tokens.length), tone: 'progress' } : { state: state.notStarted, tone: 'todo' }),
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
