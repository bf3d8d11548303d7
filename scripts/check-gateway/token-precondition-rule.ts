import { expectAccepted, type WriteContext } from './write-kit';

interface StoredToken {
  tokenId: number;
  name: string;
  updatedAt?: string | null;
}

// With its image, as the cap rule stored it: launchpad A's tokens stay what a review needs (the lifecycle rule sends it to 심사).
const token = (tokenId: number, name: string, baseUpdatedAt: string | null | undefined) => ({
  tokenId,
  name,
  description: '',
  imageUrl: 'https://example.com/a.png',
  attributes: [],
  baseUpdatedAt,
});

/**
 * No silent overwrite, token by token (docs/api-rules.md): each stored token answers its `updatedAt`; a
 * PATCH whose token carries a stale `baseUpdatedAt` writes the other tokens and answers that one in
 * `conflicts` with the stored token, not written. Runs on launchpad A's tokens (the cap rule stored them).
 */
export const tokenPreconditionRule = {
  rule: 'stale token updatedAt → a conflict at that token, the rest saved',
  async run(ctx: WriteContext): Promise<void> {
    if (!ctx.a) return ctx.findings.skip('write', this.rule, 'no launchpad A');
    const launchpadId = ctx.a.id;
    const read = async () =>
      ((await ctx.client.call('getContractMetadata', { query: { launchpadId } }))?.body as { tokens?: StoredToken[] })
        ?.tokens ?? [];
    const stored = await read();
    const [first, second] = [5, 6].map((id) => stored.find((t) => t.tokenId === id));
    if (!first || !second) return ctx.findings.skip('write', this.rule, 'launchpad A has no tokens 5 and 6');
    const versioned = typeof first.updatedAt === 'string';
    ctx.findings.rule(
      'write',
      `${this.rule}: each token answers its updatedAt`,
      versioned,
      'updatedAt',
      String(first.updatedAt),
    );
    if (!versioned) return;
    const saved = await expectAccepted(ctx, `${this.rule}: a save on the loaded version`, 'upsertSingleTokens', {
      body: { launchpadId, tokens: [token(5, 'Saved first', first.updatedAt)] },
    });
    if (!saved) return;
    const stale = await expectAccepted(ctx, `${this.rule}: a save with one stale token`, 'upsertSingleTokens', {
      body: { launchpadId, tokens: [token(5, 'Saved late', first.updatedAt), token(6, 'Saved too', second.updatedAt)] },
    });
    if (!stale) return;
    const conflicts = (stale.conflicts ?? []).map((c) => c.tokenId);
    ctx.findings.rule(
      'write',
      `${this.rule}: the stale token answered as a conflict`,
      conflicts.join() === '5',
      'conflicts [5]',
      `conflicts [${conflicts.join(', ')}]`,
    );
    const after = await read();
    const names = [5, 6].map((id) => after.find((t) => t.tokenId === id)?.name);
    ctx.findings.rule(
      'write',
      `${this.rule}: only the fresh token written`,
      names.join() === 'Saved first,Saved too',
      'Saved first, Saved too',
      names.join(', '),
    );
  },
};
