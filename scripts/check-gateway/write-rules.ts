import { MAX_TOKENS_PER_LAUNCHPAD, MAX_TOKENS_PER_REQUEST } from '../../src/domain/metadata/collection-metadata';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { toChecksumAddress } from '../../src/domain/validation/keccak256';
import { chainRule } from './chain-rule';
import { preconditionRules, runPreconditionRule } from './precondition-rules';
import { termsRule } from './terms-rule';
import { tokenPreconditionRule } from './token-precondition-rule';
import {
  createLaunchpad,
  emptyLinks,
  ensureLaunchpadB,
  expectAccepted,
  expectRefused,
  freshAddress,
  SEPOLIA,
  wrongChecksum,
  type WriteContext,
} from './write-kit';

/** One rule of docs/api-rules.md: its name as the report prints it, and how it is exercised. */
export interface WriteRule {
  rule: string;
  run(ctx: WriteContext): Promise<void>;
}

// Each with its image: launchpad A's tokens are what a review needs (the lifecycle rule sends it to 심사).
const token = (tokenId: number) => ({
  tokenId,
  name: `#${tokenId}`,
  description: '',
  imageUrl: 'https://example.com/a.png',
  attributes: [],
});
const tokens = (from: number, count: number) => Array.from({ length: count }, (_, i) => token(from + i));
const contract = (launchpadId: number, address: string) => ({
  launchpadId,
  ...SEPOLIA,
  address,
  standard: 'ERC721' as const,
  name: 'Gateway check',
  symbol: 'GWC',
  ownerAddress: null,
});
export const singleDraft = (launchpadId: number, extra: Record<string, unknown> = {}) => ({
  launchpadId,
  name: 'Gateway check',
  description: '',
  imageUrl: null,
  year: null,
  links: emptyLinks,
  temporary: true,
  ...extra,
});

/** A complete auction description, submitted: the last part 심사 요청 sends. */
const lastPart = (launchpadId: number) => ({
  launchpadId,
  title: 'Gateway check',
  artistName: 'Gateway check',
  summary: '',
  items: [{ name: 'Gateway check', description: '', imageUrl: 'https://example.com/a.png' }],
  visible: false,
  projectInfo: '',
  links: emptyLinks,
  temporary: false,
});

const PUT_AS_IS = (l: Launchpad) => ({
  name: l.name,
  contractAddress: l.contractAddress,
  startAt: l.startAt,
  endAt: l.endAt,
});

/**
 * docs/api-rules.md's write rules, in the order a creator meets them. Each entry is small; a rule
 * whose setup failed says it was skipped instead of reporting what it could not reach.
 */
export const writeRules: WriteRule[] = [
  {
    rule: 'link rule (media links)',
    async run(ctx) {
      ctx.a = await createLaunchpad(ctx, 'A', 'SINGLE');
      if (!ctx.a) return ctx.findings.skip('write', this.rule, 'no launchpad to save metadata on');
      for (const imageUrl of ['javascript:alert(1)', 'http://example.com/a.png', '//example.com/a.png']) {
        const body = singleDraft(ctx.a.id, { imageUrl });
        await expectRefused(
          ctx,
          `${this.rule}: ${imageUrl} refused`,
          'submitSingleMetadata',
          { body },
          400,
          'imageUrl',
        );
      }
      const body = singleDraft(ctx.a.id, { imageUrl: 'https://example.com/a.png' });
      await expectAccepted(ctx, `${this.rule}: https:// accepted`, 'submitSingleMetadata', { body });
    },
  },
  {
    rule: 'EIP-55 checksum',
    async run(ctx) {
      if (!ctx.a) return ctx.findings.skip('write', this.rule, 'no launchpad A');
      const address = freshAddress();
      const bad = contract(ctx.a.id, wrongChecksum(address));
      await expectRefused(
        ctx,
        `${this.rule}: a wrong checksum refused`,
        'upsertContract',
        { body: bad },
        400,
        'address',
      );
      const kept = await expectAccepted(ctx, `${this.rule}: all lower case accepted`, 'upsertContract', {
        body: contract(ctx.a.id, address),
      });
      if (!kept) return;
      ctx.addressA = kept.address;
      const stored = kept.address === toChecksumAddress(address);
      ctx.findings.rule(
        'write',
        `${this.rule}: stored in checksum form`,
        stored,
        toChecksumAddress(address),
        kept.address,
      );
    },
  },
  {
    rule: `${MAX_TOKENS_PER_LAUNCHPAD.toLocaleString('en-US')}-token cap`,
    async run(ctx) {
      if (!ctx.a) return ctx.findings.skip('write', this.rule, 'no launchpad A');
      const launchpadId = ctx.a.id;
      const over = { launchpadId, tokens: tokens(0, MAX_TOKENS_PER_REQUEST + 1) };
      // 400 wherever the gateway stops it (the local API's body reader refuses the array before its schema).
      await expectRefused(
        ctx,
        `${this.rule}: one PATCH past the cap refused`,
        'upsertSingleTokens',
        { body: over },
        400,
      );
      const full = { launchpadId, tokens: tokens(0, MAX_TOKENS_PER_LAUNCHPAD) };
      if (!(await expectAccepted(ctx, `${this.rule}: the full cap accepted`, 'upsertSingleTokens', { body: full })))
        return;
      const extra = { launchpadId, tokens: tokens(MAX_TOKENS_PER_LAUNCHPAD, 1) };
      await expectRefused(
        ctx,
        `${this.rule}: one more token refused`,
        'upsertSingleTokens',
        { body: extra },
        400,
        'tokens',
      );
      const again = { launchpadId, tokens: tokens(5, 1) };
      await expectAccepted(ctx, `${this.rule}: a stored id replaced, not counted twice`, 'upsertSingleTokens', {
        body: again,
      });
    },
  },
  ...preconditionRules.map((entry) => ({
    rule: entry.rule,
    run: (ctx: WriteContext) => runPreconditionRule(ctx, entry),
  })),
  tokenPreconditionRule,
  {
    rule: 'one contract per launchpad',
    async run(ctx) {
      if (!ctx.addressA) return ctx.findings.skip('write', this.rule, 'no contract kept for launchpad A');
      await ensureLaunchpadB(ctx);
      if (!ctx.b) return;
      const body = { ...contract(ctx.b.id, ctx.addressA.toLowerCase()), standard: 'ERC1155' as const };
      await expectRefused(ctx, `${this.rule}: A's contract refused for B`, 'upsertContract', { body }, 409, 'address');
      const put = { ...PUT_AS_IS(ctx.b), contractAddress: `0x${ctx.addressA.slice(2).toUpperCase()}` };
      const input = { params: { id: ctx.b.id }, body: put };
      await expectRefused(
        ctx,
        `${this.rule}: A's address refused on B`,
        'updateLaunchpad',
        input,
        409,
        'contractAddress',
      );
    },
  },
  {
    rule: 'lifecycle locks',
    async run(ctx) {
      if (!ctx.a || !ctx.addressA) return ctx.findings.skip('write', this.rule, 'no launchpad A with a contract');
      const id = ctx.a.id;
      const statusOf = async () => {
        const answer = await ctx.client.call('getLaunchpad', { params: { id } });
        return String((answer?.body as { status?: string } | undefined)?.status ?? 'no answer');
      };
      // 심사 요청's calls, in its order: A has its contract and its tokens, each with an image.
      const submit = singleDraft(id, { temporary: false, imageUrl: 'https://example.com/a.png' });
      if (!(await expectAccepted(ctx, `${this.rule}: metadata submitted`, 'submitSingleMetadata', { body: submit })))
        return;
      const afterMetadata = await statusOf();
      const alone = `${this.rule}: the metadata alone leaves DRAFT`;
      ctx.findings.rule('write', alone, afterMetadata === 'DRAFT', 'DRAFT', afterMetadata);
      if (
        !(await expectAccepted(ctx, `${this.rule}: auction submitted`, 'submitAuctionDescription', {
          body: lastPart(id),
        }))
      )
        return;
      const status = await statusOf();
      const moved = `${this.rule}: submitting the last part moves DRAFT to IN_REVIEW`;
      ctx.findings.rule('write', moved, status === 'IN_REVIEW', 'IN_REVIEW', status);
      const body = contract(id, freshAddress());
      await expectRefused(ctx, `${this.rule}: contract fixed in review`, 'upsertContract', { body }, 403);
      const put = { ...PUT_AS_IS(ctx.a), contractAddress: toChecksumAddress(freshAddress()) };
      await expectRefused(
        ctx,
        `${this.rule}: address fixed in review`,
        'updateLaunchpad',
        { params: { id }, body: put },
        403,
      );
      const content = singleDraft(id, { description: 'Still editable in review.' });
      await expectAccepted(ctx, `${this.rule}: content still changes in review`, 'submitSingleMetadata', {
        body: content,
      });
      const approved = ctx.approved;
      if (!approved)
        return ctx.findings.skip('write', `${this.rule}: read-only from APPROVED`, 'no launchpad from 승인됨 on');
      const same = { params: { id: approved.id }, body: PUT_AS_IS(approved) };
      await expectRefused(ctx, `${this.rule}: ${approved.status} is read-only`, 'updateLaunchpad', same, 403);
    },
  },
  chainRule,
  termsRule,
];
