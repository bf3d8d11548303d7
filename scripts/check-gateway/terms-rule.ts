import { expectRefused, type WriteContext } from './write-kit';
import { checkAnswer } from './shape-check';

/**
 * Terms (docs/api-rules.md): every write by a user who has not agreed is 403, reads stay open.
 * Needs a second sandbox account that has not agreed; its sign-in is spent without agreeing, and
 * the write tried is a wallet nonce (harmless even if a gateway wrongly accepted it).
 */
export const termsRule = {
  rule: 'terms not agreed → 403',
  async run(ctx: WriteContext): Promise<void> {
    if (!ctx.pendingToken) {
      return ctx.findings.skip('write', this.rule, 'no --pending-token (an account that has not agreed)');
    }
    const exchanged = await ctx.client.call('refresh', { token: null, body: { token: ctx.pendingToken } });
    const pair = exchanged && checkAnswer(ctx.findings, 'refresh', exchanged, 'write');
    if (!pair) return ctx.findings.skip('write', this.rule, 'the pending account could not sign in');
    ctx.findings.secret(pair.accessToken);
    ctx.findings.secret(pair.refreshToken);
    await expectRefused(ctx, `${this.rule}: a write refused`, 'createEoaNonce', { token: pair.accessToken }, 403);
    const info = await ctx.client.call('getUserInfo', { token: pair.accessToken });
    const user = info && checkAnswer(ctx.findings, 'getUserInfo', info, 'write');
    const open = !!info && info.status === 200;
    ctx.findings.rule(
      'write',
      `${this.rule}: reads stay open`,
      open,
      'GET user info 200',
      String(info?.status ?? 'no answer'),
    );
    if (user?.termsAgreed === true) {
      ctx.findings.skip('write', this.rule, 'the pending account has agreed already: its 403 proves nothing');
    }
  },
};
