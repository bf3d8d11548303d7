import { inject, injectable } from 'inversify';
import { parseTokenId } from '../../domain/editions/check-edition';
import { EDITION_COLUMNS, formatAttributes, type EditionValues } from '../../domain/editions/edition-values';
import type { SingleToken } from '../../domain/metadata/collection-metadata';
import { EditionDraftStore, editionDraftKey, type EditionDraft, type UploadedFile } from '../ports/edition-draft-store';
import { EditionsDrafts, type EditionDraftSession } from './editions-drafts';
import { TokenVersions } from './token-versions';

/** What the editions editor opens with. */
export interface OpenedEditions {
  /** The saved tokens as rows, in the server's order. */
  saved: EditionValues[];
  /** A draft waiting to be restored (not one the server already holds), or null. */
  offer: EditionDraft | null;
  /** The creator's file of each uploaded image link kept from earlier visits. */
  uploadNames: Map<string, UploadedFile>;
  /** Keeps this visit's unsaved rows. */
  drafts: EditionDraftSession;
}

/**
 * Opening the editions editor of one launchpad for one creator: the saved tokens (as the page's read
 * gave them) and the draft kept by an earlier visit. A draft the server already holds (saved, then the
 * tab closed before the draft was removed) is no draft: it is removed, not offered.
 */
@injectable()
export class OpenEditions {
  constructor(
    @inject(EditionDraftStore) private readonly store: EditionDraftStore,
    @inject(EditionsDrafts) private readonly drafts: EditionsDrafts,
    @inject(TokenVersions) private readonly versions: TokenVersions,
  ) {}

  async execute(launchpadId: number, userId: string, tokens: readonly SingleToken[]): Promise<OpenedEditions> {
    const key = editionDraftKey(userId, launchpadId);
    const [draft, names] = await Promise.all([this.store.read(key), this.store.readUploadNames(key)]);
    const saved = tokens.map(editionValuesOf);
    // Each token's save is based on the version opened here.
    this.versions.loaded(launchpadId, tokens);
    const uploadNames = new Map(Object.entries(names));
    const stale = draft !== null && heldByServer(draft, saved);
    if (stale) void this.store.remove(key);
    return { saved, offer: stale ? null : draft, uploadNames, drafts: this.drafts.session(key, uploadNames) };
  }
}

/** Whether every row the draft changed is what the server holds, and the draft has no row more or less. */
function heldByServer(draft: EditionDraft, saved: readonly EditionValues[]): boolean {
  if (draft.rows.length !== saved.length) return false;
  const byId = new Map<number, EditionValues>();
  for (const values of saved) {
    const id = parseTokenId(values.tokenId);
    if (id !== null) byId.set(id, values);
  }
  return draft.dirty.every((i) => {
    const row = draft.rows[i];
    const id = row ? parseTokenId(row.tokenId) : null;
    const held = id === null ? undefined : byId.get(id);
    return held !== undefined && EDITION_COLUMNS.every((column) => held[column] === row![column]);
  });
}

/** A stored token as the editor's row values. */
export function editionValuesOf(token: SingleToken): EditionValues {
  return {
    tokenId: String(token.tokenId),
    name: token.name,
    description: token.description,
    image: token.imageUrl ?? '',
    attributes: formatAttributes(token.attributes),
  };
}
