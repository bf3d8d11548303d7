import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { ensureLaunchpadB, expectAccepted, expectRefused, freshAddress, SEPOLIA, type WriteContext } from './write-kit';

const BASE_SEPOLIA = { chain: 'BASE', chainId: 84532 } as const;

const movedTo = (l: Launchpad, chain: { chain: string; chainId: number }, contractAddress: string | null = null) => ({
  params: { id: l.id },
  body: { name: l.name, contractAddress, startAt: l.startAt, endAt: l.endAt, ...chain },
});

/**
 * The launchpad's chain (docs/api-rules.md): a setting of its own, on launchpad B (작성 중, no contract),
 * left on Sepolia as it was made; then, on launchpad A once the lifecycle rule has sent it to review, fixed.
 */
export const chainRule = {
  rule: 'the launchpad’s chain',
  async run(ctx: WriteContext): Promise<void> {
    await ensureLaunchpadB(ctx);
    const b = ctx.b;
    if (!b) return ctx.findings.skip('write', this.rule, 'no launchpad B');
    const elsewhere = {
      launchpadId: b.id,
      ...BASE_SEPOLIA,
      address: freshAddress(),
      standard: 'ERC1155' as const,
      name: 'Gateway check',
      symbol: 'GWC',
      ownerAddress: null,
    };
    const contract = { body: elsewhere };
    await expectRefused(
      ctx,
      `${this.rule}: a contract on another chain refused`,
      'upsertContract',
      contract,
      400,
      'chainId',
    );
    const withAddress = movedTo(b, BASE_SEPOLIA, freshAddress());
    await expectRefused(
      ctx,
      `${this.rule}: an address with a new chain refused`,
      'updateLaunchpad',
      withAddress,
      400,
      'contractAddress',
    );
    const moved = await expectAccepted(
      ctx,
      `${this.rule}: changed while 작성 중`,
      'updateLaunchpad',
      movedTo(b, BASE_SEPOLIA),
    );
    if (moved) {
      ctx.findings.rule(
        'write',
        `${this.rule}: the new chain kept`,
        moved.chainId === 84532,
        '84532',
        String(moved.chainId),
      );
      await expectAccepted(ctx, `${this.rule}: changed back`, 'updateLaunchpad', movedTo(moved, SEPOLIA));
    }
    // Only on a launch the gateway says is in review: a change accepted elsewhere would drop A's contract.
    const read = ctx.a && (await ctx.client.call('getLaunchpad', { params: { id: ctx.a.id } }));
    const a = read?.status === 200 ? (read.body as Launchpad) : undefined;
    if (a?.status !== 'IN_REVIEW')
      return ctx.findings.skip('write', `${this.rule}: fixed in review`, 'no launchpad in review');
    await expectRefused(ctx, `${this.rule}: fixed in review`, 'updateLaunchpad', movedTo(a, BASE_SEPOLIA), 403);
  },
};
