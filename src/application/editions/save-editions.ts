import { inject, injectable } from 'inversify';
import type { EditionColumn } from '../../domain/editions/edition-values';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { toAppError, UnauthorizedError, ValidationError, type AppError } from '../errors/app-error';
import { listItemOf } from '../errors/field-path';
import { LaunchGuard } from '../launchpads/launch-lock';
import { LaunchpadCache } from '../launchpads/launchpad-cache';
import { ContractsApi } from '../ports/contracts-api';
import { TokenVersions } from './token-versions';

/** A token as sent: its own version is the server's to give. */
const withoutVersion = ({ updatedAt: _version, ...token }: SingleToken & { baseUpdatedAt?: string | null }) => token;

/**
 * Tokens per `PATCH single-tokens`. The endpoint takes up to 10,000, but a smaller batch keeps each
 * request short (well inside the 10 s timeout), shows progress, and limits what one failure holds up.
 * Kept at or under 1,000: the endpoint refuses oversized arrays early.
 */
export const EDITION_BATCH_SIZE = 500;
/** Attempts of a batch that failed in transit (network, timeout, 5xx); a refusal is not retried as is. */
const ATTEMPTS = 2;

export interface SaveEditionsFailure {
  /** Index into the tokens passed to `execute`. */
  index: number;
  error: AppError;
  /** The token's field the server named (`tokenId`, `name`, …), when it named one. */
  field: string | null;
}

/** A token the server did not write because it changed since the editor loaded it, and the stored one. */
export interface SaveEditionsConflict {
  /** Index into the tokens passed to `execute`. */
  index: number;
  /** The token as stored now (null: removed). */
  current: SingleToken | null;
}

export interface SaveEditionsResult {
  /** Indexes of the tokens the server accepted. */
  saved: number[];
  /** Tokens saved elsewhere since they were loaded: not written, the creator decides (a conflict at the row). */
  conflicts: SaveEditionsConflict[];
  failed: SaveEditionsFailure[];
  /** Indexes never sent because the save was cancelled. */
  skipped: number[];
}

export interface SaveEditionsOptions {
  /** Tokens accepted so far, and the total. */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** The token fields the server names in a refusal, as the editor's columns (`imageUrl` is the image cell). */
const SERVER_FIELD: Record<string, EditionColumn> = {
  tokenId: 'tokenId',
  name: 'name',
  description: 'description',
  imageUrl: 'image',
  attributes: 'attributes',
};

/** The editor's column of a token field the server refused; a refusal naming no known field lands on the token id. */
export function editionColumnOf(field: string | null): EditionColumn {
  return SERVER_FIELD[field ?? ''] ?? 'tokenId';
}

/**
 * Saves editions through `PATCH single-tokens` in batches, one after another. A batch that fails in
 * transit is sent again once; a 400 naming one token (`tokens.<i>.<field>`) fails that token only and
 * the rest of its batch is sent again; any other failure fails that batch's tokens only. Other
 * batches always go on, so one bad row never loses the others. Each token is sent with the version the
 * editor loaded (TokenVersions): one saved elsewhere since comes back as a conflict, not written, while
 * the others save. Throws LaunchLockedError before any call
 * from 승인됨 on (the launch is read-only), and otherwise only UnauthorizedError (the session ended:
 * nothing more can be saved). Once the batches are done, the launchpad's cached token list takes the
 * saved tokens (LaunchpadCache.tokensSaved).
 */
@injectable()
export class SaveEditions {
  constructor(
    @inject(ContractsApi) private readonly api: ContractsApi,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
    @inject(TokenVersions) private readonly versions: TokenVersions,
  ) {}

  /** 내 내용으로 덮어쓰기 after conflicts: those tokens are now based on the stored ones, so the next save writes them. */
  saveOver(launchpadId: number, stored: readonly { tokenId: number; current: SingleToken | null }[]): void {
    for (const { tokenId, current } of stored) this.versions.moved(launchpadId, [tokenId], current?.updatedAt ?? null);
  }

  async execute(
    launchpadId: number,
    tokens: readonly SingleToken[],
    options: SaveEditionsOptions = {},
  ): Promise<SaveEditionsResult> {
    await this.guard.require(launchpadId, 'content');
    const result: SaveEditionsResult = { saved: [], conflicts: [], failed: [], skipped: [] };
    const indexes = tokens.map((_, i) => i);
    for (let start = 0; start < indexes.length; start += EDITION_BATCH_SIZE) {
      const batch = indexes.slice(start, start + EDITION_BATCH_SIZE);
      if (options.signal?.aborted) {
        result.skipped.push(...indexes.slice(start));
        break;
      }
      await this.saveBatch(launchpadId, tokens, batch, result);
      options.onProgress?.(result.saved.length, tokens.length);
    }
    this.cache.tokensSaved(
      launchpadId,
      result.saved.map((index) => tokens[index]!),
    );
    return result;
  }

  private async saveBatch(
    launchpadId: number,
    tokens: readonly SingleToken[],
    batch: number[],
    result: SaveEditionsResult,
  ): Promise<void> {
    let pending = batch;
    let attempt = 1;
    while (pending.length > 0) {
      try {
        const sent = pending.map((i) => ({
          ...tokens[i]!,
          baseUpdatedAt: this.versions.baseOf(launchpadId, tokens[i]!.tokenId),
        }));
        const answer = await this.api.upsertSingleTokens({ launchpadId, tokens: sent.map(withoutVersion) });
        const refused = new Map((answer.conflicts ?? []).map((c) => [c.tokenId, c.current]));
        for (const index of pending) {
          const id = tokens[index]!.tokenId;
          if (refused.has(id)) result.conflicts.push({ index, current: refused.get(id) ?? null });
          else result.saved.push(index);
        }
        const written = pending.map((i) => tokens[i]!.tokenId).filter((id) => !refused.has(id));
        this.versions.moved(launchpadId, written, answer.updatedAt);
        return;
      } catch (caught) {
        const error = toAppError(caught);
        if (error instanceof UnauthorizedError) throw error;
        const named = error instanceof ValidationError ? listItemOf(error.field, 'tokens') : null;
        if (named && named.index < pending.length) {
          // One token refused: it fails alone, the others go again.
          result.failed.push({ index: pending[named.index]!, error, field: named.field });
          pending = pending.filter((_, p) => p !== named.index);
          continue;
        }
        const inTransit = error.kind === 'network' || error.kind === 'timeout' || error.kind === 'unexpected';
        if (inTransit && attempt < ATTEMPTS) {
          attempt++;
          continue;
        }
        result.failed.push(...pending.map((index) => ({ index, error, field: null })));
        return;
      }
    }
  }
}
