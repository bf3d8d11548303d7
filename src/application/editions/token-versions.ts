import { injectable } from 'inversify';
import type { SingleToken } from '../../domain/metadata/collection-metadata';

type Version = string | null | undefined;

/**
 * The version of each token as this tab's editions editor loaded it or last saved it, per launchpad:
 * what each token's save is based on (no silent overwrite of a token saved elsewhere since). A token
 * the editor did not load was not there (null); a launchpad the editor never opened is not checked.
 */
@injectable()
export class TokenVersions {
  private readonly byLaunchpad = new Map<number, Map<number, Version>>();

  /** The editor opened on these tokens. */
  loaded(launchpadId: number, tokens: readonly SingleToken[]): void {
    this.byLaunchpad.set(launchpadId, new Map(tokens.map((token) => [token.tokenId, token.updatedAt])));
  }

  /** What a save of this token sends as its precondition. */
  baseOf(launchpadId: number, tokenId: number): Version {
    const versions = this.byLaunchpad.get(launchpadId);
    return versions ? (versions.has(tokenId) ? versions.get(tokenId) : null) : undefined;
  }

  /** These tokens are now at `version` (saved by this tab, or the stored version the creator chose to save over). */
  moved(launchpadId: number, tokenIds: readonly number[], version: Version): void {
    const versions = this.byLaunchpad.get(launchpadId);
    if (versions) for (const id of tokenIds) versions.set(id, version);
  }
}
