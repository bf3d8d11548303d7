import * as v from 'valibot';
import { submitAuctionDescriptionInputSchema, type AuctionDescription } from '../auction/auction-description';
import type { Contract } from '../contract/contract';
import {
  submitMultiMetadataInputSchema,
  submitSingleMetadataInputSchema,
  type MultiMetadata,
  type SingleMetadata,
  type SingleToken,
} from '../metadata/collection-metadata';
import { editionsCompletion } from '../editions/editions-completion';
import type { CollectionType, Launchpad, LaunchpadStatus } from './launchpad';

/** What a launch is made of, as read (undefined: not read yet). */
export interface LaunchParts {
  launchpad: Launchpad;
  contract: Contract | null | undefined;
  /** The creator's registered EOA address (null: none registered). */
  eoa: string | null | undefined;
  metadata: SingleMetadata | MultiMetadata | null | undefined;
  /** A single edition's saved tokens: only their images count (the API passes just those of 10,000 tokens). */
  tokens: readonly Pick<SingleToken, 'imageUrl'>[] | undefined;
  auction: AuctionDescription | null | undefined;
}

/** A part written in a form: `complete` when it passes the rules of 제출 (what a review needs). */
export type FormPart = { state: 'loading' | 'missing' } | { state: 'incomplete' | 'complete'; submitted: boolean };

export interface LaunchProgress {
  kind: CollectionType;
  status: LaunchpadStatus;
  /** `owner-mismatch`: kept, but its owner is not the registered EOA (or no EOA is registered to compare). */
  contract: 'loading' | 'missing' | 'owner-mismatch' | 'ready';
  metadata: FormPart;
  /** A single edition's saved tokens, and how many of them have no stored image yet; null for a multi edition. */
  tokens: { saved: number; withoutImage: number } | 'loading' | null;
  auction: FormPart;
  /**
   * Everything a review needs is there: the contract kept and its owner 일치, the metadata and the
   * auction description complete, and (single) tokens saved, each with its image.
   */
  readyForReview: boolean;
  /** The parts 심사 요청 still submits (drafts), in its fixed order. */
  toSubmit: ReviewPart[];
  /**
   * How many parts still lack what a review needs (the contract, the metadata, a single edition's tokens,
   * the auction description): each is one step of the workspace, so the list says "N단계 남음".
   */
  partsLeft: number;
}

/** The parts 심사 요청 submits through the spec's submit calls, in this order. */
export const reviewParts = ['metadata', 'auction'] as const;
export type ReviewPart = (typeof reviewParts)[number];

function contractState(contract: Contract | null | undefined, eoa: string | null | undefined) {
  if (contract === undefined) return 'loading';
  if (contract === null) return 'missing';
  // No owner() to read (AccessControl, a proxy): nothing to compare, as the contract check and the API say.
  if (contract.ownerAddress === null) return 'ready';
  if (eoa === undefined) return 'loading';
  return eoa !== null && eoa.toLowerCase() === contract.ownerAddress.toLowerCase() ? 'ready' : 'owner-mismatch';
}

function formPart<T extends { status: 'DRAFT' | 'SUBMITTED' }>(
  record: T | null | undefined,
  complete: (record: T) => boolean,
): FormPart {
  if (record === undefined) return { state: 'loading' };
  if (record === null) return { state: 'missing' };
  return { state: complete(record) ? 'complete' : 'incomplete', submitted: record.status === 'SUBMITTED' };
}

/** The stored record passes 제출's rules (a link stored under older rules does not). */
const submittable = (schema: v.GenericSchema, record: object) =>
  v.is(schema, { ...record, temporary: false, baseUpdatedAt: null });

/** Where each part of a launch stands, and whether it can go to review: pure, from what was read. */
export function launchProgress(parts: LaunchParts): LaunchProgress {
  const kind = parts.launchpad.collectionType;
  const contract = contractState(parts.contract, parts.eoa);
  const metadataSchema = kind === 'SINGLE' ? submitSingleMetadataInputSchema : submitMultiMetadataInputSchema;
  const metadata = formPart(parts.metadata, (record) => submittable(metadataSchema, record));
  const auction = formPart(parts.auction, (record) => submittable(submitAuctionDescriptionInputSchema, record));
  // The editor's rule (editions-completion.ts), over the server's tokens: every one is saved.
  const completion =
    kind === 'MULTI' || parts.tokens === undefined
      ? null
      : editionsCompletion(parts.tokens.map((token) => ({ image: token.imageUrl })));
  const tokens =
    kind === 'MULTI'
      ? null
      : completion
        ? { saved: completion.rows, withoutImage: completion.rows - completion.withImage }
        : 'loading';
  const tokensReady = kind === 'MULTI' || completion?.done === true;
  const toSubmit = reviewParts.filter((name) => {
    const part = name === 'metadata' ? metadata : auction;
    return 'submitted' in part && !part.submitted;
  });
  const done = [contract === 'ready', metadata.state === 'complete', tokensReady, auction.state === 'complete'];
  return {
    kind,
    status: parts.launchpad.status,
    contract,
    metadata,
    tokens,
    auction,
    readyForReview: done.every(Boolean),
    toSubmit,
    partsLeft: done.filter((ready) => !ready).length,
  };
}

/**
 * The launch lifecycle's one way into review (product decisions): a 작성 중 launch goes to 심사 when
 * everything a review needs is there and its last draft part has been submitted; never on one part
 * alone. The local API (and the test fakes) move the launch by this after each accepted submission.
 */
export function goesToReview(progress: LaunchProgress): boolean {
  return progress.status === 'DRAFT' && progress.readyForReview && progress.toSubmit.length === 0;
}
