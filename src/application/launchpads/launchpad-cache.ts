import { inject, injectable } from 'inversify';
import type { AuctionDescription } from '../../domain/auction/auction-description';
import type { Contract, DeploymentInfo } from '../../domain/contract/contract';
import type { CollectionType, Launchpad, LaunchpadList } from '../../domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../domain/metadata/collection-metadata';
import { ReadCache } from '../ports/read-cache';
import { launchpadKeys } from '../reads/launchpad-reads';

/**
 * The launchpads area's one place that keeps the pages' reads true after a save: each save use case
 * of the area (create, rename, contract, metadata, editions, auction description) calls it with
 * what the API answered, so no view-model updates the cache by hand.
 */
@injectable()
export class LaunchpadCache {
  constructor(@inject(ReadCache) private readonly cache: ReadCache) {}

  /** A new launchpad: its page reads it at once, and the list shows it first. */
  created(launchpad: Launchpad): void {
    this.cache.set(launchpadKeys.detail(launchpad.id), launchpad);
    this.cache.set<LaunchpadList>(launchpadKeys.list(), (list) =>
      list ? { items: [launchpad, ...list.items], total: list.total + 1 } : list,
    );
    this.cache.invalidate(launchpadKeys.list(), { exact: true });
  }

  /** The launchpad itself changed (its name): its page takes the answer; the list refetches. */
  renamed(launchpad: Launchpad): void {
    this.cache.set(launchpadKeys.detail(launchpad.id), launchpad);
    this.cache.invalidate(launchpadKeys.list(), { exact: true });
  }

  /**
   * The launchpad moved to another chain: its page takes the answer, the contract kept on the old chain is
   * gone from the step's reads (the tokens stay), its deployment info is read again, and the list refetches.
   */
  chainChanged(launchpad: Launchpad): void {
    this.cache.set(launchpadKeys.detail(launchpad.id), launchpad);
    this.cache.set<{ contract: Contract | null; tokens: SingleToken[] }>(
      launchpadKeys.contractMetadata(launchpad.id),
      (kept) => kept && { ...kept, contract: null },
    );
    this.cache.invalidate(launchpadKeys.deploymentInfo(launchpad.id), { exact: true });
    this.cache.invalidate(launchpadKeys.list(), { exact: true });
  }

  /**
   * What the launchpad shows may have changed by a save of one of its steps (its status after 제출,
   * its chain and address after the contract): the launchpad and the list refetch.
   */
  launchpadChanged(launchpadId: number): void {
    this.cache.invalidate(launchpadKeys.detail(launchpadId), { exact: true });
    this.cache.invalidate(launchpadKeys.list(), { exact: true });
  }

  /** The contract step saved its contract: the step's reads take the answer, the launchpad follows its chain and address. */
  contractSaved(launchpadId: number, contract: Contract, deployment: DeploymentInfo): void {
    this.cache.set<{ contract: Contract | null; tokens: SingleToken[] }>(
      launchpadKeys.contractMetadata(launchpadId),
      (kept) => ({
        contract,
        tokens: kept?.tokens ?? [],
      }),
    );
    this.cache.set(launchpadKeys.deploymentInfo(launchpadId), deployment);
    this.launchpadChanged(launchpadId);
  }

  /**
   * The collection metadata was saved (임시저장, 저장 or 제출); 제출 may have sent the launchpad to review.
   * The list's row says how many steps are left, so it is read again when next shown.
   */
  metadataSaved(
    launchpadId: number,
    kind: CollectionType,
    metadata: SingleMetadata | MultiMetadata,
    submitted: boolean,
  ): void {
    this.cache.set(
      kind === 'SINGLE' ? launchpadKeys.singleMetadata(launchpadId) : launchpadKeys.multiMetadata(launchpadId),
      metadata,
    );
    if (submitted) this.launchpadChanged(launchpadId);
    else this.stepsChanged();
  }

  /**
   * Tokens were saved by the editions editor: the cached list takes them (by token id: the workspace's
   * steps column follows at once, with no refetch of 10,000 tokens now) and is marked stale, so the
   * next page that shows it reads the server's.
   */
  tokensSaved(launchpadId: number, saved: readonly SingleToken[]): void {
    const key = launchpadKeys.contractMetadata(launchpadId);
    this.cache.set<{ contract: Contract | null; tokens: SingleToken[] }>(key, (kept) => {
      if (!kept || saved.length === 0) return kept;
      const byId = new Map(kept.tokens.map((token) => [token.tokenId, token]));
      for (const token of saved) byId.set(token.tokenId, token);
      return { ...kept, tokens: [...byId.values()].sort((a, b) => a.tokenId - b.tokenId) };
    });
    this.cache.invalidate(key, { refetch: false });
    this.stepsChanged();
  }

  /** The auction description was saved: it is the launchpad's one description (the list's row follows). */
  auctionSaved(launchpadId: number, saved: AuctionDescription): void {
    this.cache.set(launchpadKeys.auctionDescriptions(launchpadId), [saved]);
    this.stepsChanged();
  }

  /** A step's save changes how many steps the list's row says are left: it is read again when next shown. */
  private stepsChanged(): void {
    this.cache.invalidate(launchpadKeys.list(), { exact: true, refetch: false });
  }
}
