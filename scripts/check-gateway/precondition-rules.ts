import type { EndpointName } from '../../contract/creators-api';
import type { Answer } from './gateway-client';
import { emptyLinks, ensureLaunchpadB, expectAccepted, expectRefused, SEPOLIA, type WriteContext } from './write-kit';

/**
 * "No silent overwrite" (docs/api-rules.md): a save whose `baseUpdatedAt` is not the stored
 * `updatedAt` is 409 at baseUpdatedAt and writes nothing. One entry per save that carries the
 * precondition; a test fails when the contract gains one without its entry here.
 */
export interface PreconditionRule {
  rule: string;
  /** The save that carries `baseUpdatedAt`. */
  save: EndpointName;
  /** Makes what the save needs (the multi-edition launchpad B, a creator profile). */
  prepare?(ctx: WriteContext): Promise<void>;
  /** The save's path parameters, when it has any (a creator profile's id). */
  params?(ctx: WriteContext): Record<string, number> | undefined;
  /** Its body on the check's launchpad A with the given precondition (undefined: nothing to save on). */
  body(ctx: WriteContext, baseUpdatedAt: string | null): object | undefined;
  /** The stored record's `updatedAt` as a read answers it (null: none yet; undefined: unreadable). */
  current(ctx: WriteContext): Promise<string | null | undefined>;
}

const updatedAtOf = (body: unknown): string | null | undefined => {
  const value = (body as { updatedAt?: unknown } | null | undefined)?.updatedAt;
  return typeof value === 'string' || value === null ? value : undefined;
};

/** A collection metadata draft (임시저장) of either kind, each save telling the version it was made on. */
const collectionDraft = (launchpadId: number, baseUpdatedAt: string | null) => ({
  launchpadId,
  name: 'Gateway check',
  description: `Saved on ${baseUpdatedAt ?? 'nothing'}.`,
  imageUrl: null,
  year: null,
  links: emptyLinks,
  temporary: true,
  baseUpdatedAt,
});

/** `{metadata}` as the metadata reads answer it: its `updatedAt`, null when there is none. */
const metadataUpdatedAt = (answer: Answer | null | undefined) => {
  const metadata = (answer?.body as { metadata?: unknown } | undefined)?.metadata;
  return metadata === null ? null : updatedAtOf(metadata);
};

/** A creator profile of the account to submit on: its first, or one made for the check. */
async function ensureCreator(ctx: WriteContext): Promise<void> {
  if (ctx.creatorId) return;
  const list = await ctx.client.call('listCreators', {});
  const first = (list?.body as { items?: { id?: unknown }[] } | undefined)?.items?.[0]?.id;
  if (typeof first === 'number') ctx.creatorId = first;
  else {
    const made = await expectAccepted(ctx, 'a creator profile to submit', 'createCreator', {
      body: { name: 'Gateway check' },
    });
    ctx.creatorId = made?.id;
  }
}

export const preconditionRules: PreconditionRule[] = [
  {
    rule: 'stale updatedAt → 409 (collection metadata)',
    save: 'submitSingleMetadata',
    body: (ctx, baseUpdatedAt) => ctx.a && collectionDraft(ctx.a.id, baseUpdatedAt),
    current: async (ctx) =>
      metadataUpdatedAt(ctx.a && (await ctx.client.call('getSingleMetadata', { query: { launchpadId: ctx.a.id } }))),
  },
  {
    rule: 'stale updatedAt → 409 (multi-edition metadata)',
    save: 'submitMultiMetadata',
    prepare: ensureLaunchpadB,
    body: (ctx, baseUpdatedAt) =>
      ctx.b && {
        ...collectionDraft(ctx.b.id, baseUpdatedAt),
        tokenName: '',
        tokenDescription: '',
        mediaUrl: null,
        supply: null,
      },
    current: async (ctx) =>
      metadataUpdatedAt(ctx.b && (await ctx.client.call('getMultiMetadata', { query: { launchpadId: ctx.b.id } }))),
  },
  {
    rule: 'stale updatedAt → 409 (auction description)',
    save: 'submitAuctionDescription',
    body: (ctx, baseUpdatedAt) =>
      ctx.a && {
        launchpadId: ctx.a.id,
        title: 'Gateway check',
        artistName: 'Gateway check',
        summary: `Saved on ${baseUpdatedAt ?? 'nothing'}.`,
        items: [],
        visible: false,
        projectInfo: '',
        links: emptyLinks,
        temporary: true,
        baseUpdatedAt,
      },
    async current(ctx) {
      const answer = ctx.a && (await ctx.client.call('listAuctionDescriptions', { query: { launchpadId: ctx.a.id } }));
      const items = (answer?.body as { items?: unknown[] } | undefined)?.items;
      return Array.isArray(items) ? (items.length === 0 ? null : updatedAtOf(items[0])) : undefined;
    },
  },
  {
    rule: 'stale updatedAt → 409 (creator profile)',
    save: 'submitCreator',
    prepare: ensureCreator,
    params: (ctx) => (ctx.creatorId ? { id: ctx.creatorId } : undefined),
    body: (ctx, baseUpdatedAt) =>
      ctx.creatorId && baseUpdatedAt !== null
        ? {
            name: 'Gateway check',
            description: `Saved on ${baseUpdatedAt}.`,
            youtubeUrl: '',
            instagramUrl: '',
            xUrl: '',
            baseUpdatedAt,
          }
        : undefined,
    current: async (ctx) =>
      ctx.creatorId
        ? updatedAtOf((await ctx.client.call('getCreator', { params: { id: ctx.creatorId } }))?.body)
        : undefined,
  },
  {
    rule: 'stale updatedAt → 409 (contract)',
    save: 'upsertContract',
    // The contract the EIP-55 rule kept for A, saved again on each version (the owner rule is another rule's).
    body: (ctx, baseUpdatedAt) =>
      ctx.a && ctx.addressA
        ? {
            launchpadId: ctx.a.id,
            ...SEPOLIA,
            address: ctx.addressA,
            standard: 'ERC721',
            name: 'Gateway check',
            symbol: 'GWC',
            ownerAddress: null,
            baseUpdatedAt,
          }
        : undefined,
    async current(ctx) {
      const answer = ctx.a && (await ctx.client.call('getContractMetadata', { query: { launchpadId: ctx.a.id } }));
      const contract = (answer?.body as { contract?: unknown } | undefined)?.contract;
      return contract === null ? null : updatedAtOf(contract);
    },
  },
];

/** Save on the current version, save again on the new one, then once more on the first: 409, nothing written. */
export async function runPreconditionRule(ctx: WriteContext, entry: PreconditionRule): Promise<void> {
  await entry.prepare?.(ctx);
  const start = await entry.current(ctx);
  const firstBody = start !== undefined ? entry.body(ctx, start) : undefined;
  if (!firstBody) return ctx.findings.skip('write', entry.rule, 'no record to save on');
  const first = updatedAtOf(
    await expectAccepted(ctx, `${entry.rule}: a save on the current version`, entry.save, {
      params: entry.params?.(ctx),
      body: firstBody,
    }),
  );
  if (!first) return;
  const second = updatedAtOf(
    await expectAccepted(ctx, `${entry.rule}: a save on the version it answered`, entry.save, {
      params: entry.params?.(ctx),
      body: entry.body(ctx, first),
    }),
  );
  if (!second) return;
  const stale = await expectRefused(
    ctx,
    entry.rule,
    entry.save,
    { params: entry.params?.(ctx), body: entry.body(ctx, first) },
    409,
    'baseUpdatedAt',
  );
  // Only a 409 promises that nothing was written; an accepted stale save is already the one mismatch.
  if (stale?.status !== 409) return;
  const after = await entry.current(ctx);
  ctx.findings.rule(
    'write',
    `${entry.rule}: nothing written`,
    after === second,
    `updatedAt ${second}`,
    `updatedAt ${String(after)}`,
  );
}
