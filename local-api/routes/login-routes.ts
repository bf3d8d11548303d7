import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { renderLoginPage } from '../auth/login-page';
import type { ApiEnv } from '../http/api-env';
import { payloadTooLarge } from '../http/errors';
import { messages } from '../http/messages';
import type { Services } from '../services';
import { redirectOrigin } from './redirect-origin';

export const LOGIN_PATH = '/local/login';

const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
};

/**
 * The exchange's sign-in, stood in for locally: choosing an account starts a session and sends the
 * creator to `<app origin>/login?token=…&termsAgreed=…`, as the exchange would.
 */
export function registerLoginRoutes(
  app: Hono<ApiEnv>,
  { users, tokens, appOrigin, followProxyOrigin }: Services,
): void {
  const signIn = (c: Context<ApiEnv>, account: string | undefined) => {
    const user = account ? users.find(account) : undefined;
    if (!user) {
      const status = account === undefined ? 200 : 404;
      const notice = account === undefined ? undefined : messages.login.unknownAccount;
      return c.html(renderLoginPage(users.accounts(), notice), status, PAGE_HEADERS);
    }
    const target = new URL('/login', redirectOrigin(c, appOrigin, followProxyOrigin));
    target.searchParams.set('token', tokens.startSession(user.userId));
    target.searchParams.set('termsAgreed', String(user.termsAgreed));
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.toString(), 302);
  };

  app.get(LOGIN_PATH, (c) => signIn(c, c.req.query('account')));

  const limit = bodyLimit({
    maxSize: 4096,
    onError: () => {
      throw payloadTooLarge(messages.body.tooLarge);
    },
  });
  app.post(LOGIN_PATH, limit, async (c) => {
    const form = await c.req.parseBody().catch((): Record<string, unknown> => ({}));
    const account = form['account'];
    return signIn(c, typeof account === 'string' ? account : '');
  });
}
