import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { badRequest } from '../http/errors';
import { messages } from '../http/messages';
import { route } from '../http/route';
import type { Services } from '../services';
import { verifySignIn } from '../wallet/sign-in-verifier';

/** The creator's wallet: a nonce to sign, then the signed sign-in message registers (or replaces) the EOA. */
export function registerEoaRoutes(app: Hono<ApiEnv>, { eoas, clock, isAllowedSignInDomain }: Services): void {
  route(app, creatorsApi.getEoa, ({ userId }) => ({ eoa: eoas.find(userId) ?? null }));

  route(app, creatorsApi.createEoaNonce, ({ userId }) => eoas.issueNonce(userId));

  route(app, creatorsApi.registerEoa, ({ userId, body }) => {
    const signIn = verifySignIn(body, clock.now(), isAllowedSignInDomain);
    const { check, eoa } = eoas.register(userId, signIn.nonce, signIn.address, signIn.chainId);
    if (check === 'expired') throw badRequest(messages.wallet.expired, 'message');
    if (check !== 'ok' || !eoa) throw badRequest(messages.wallet.unknownNonce, 'message');
    return eoa;
  });
}
