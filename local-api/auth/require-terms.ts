import type { MiddlewareHandler } from 'hono';
import type { UserRepository } from '../data/user-repository';
import type { ApiEnv } from '../http/api-env';
import { forbidden } from '../http/errors';
import { messages } from '../http/messages';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write by a user who has not agreed to the terms is 403, whatever client sends it: the app's
 * consent screen is not the only guard. Reads stay open (the app shows the consent screen from them),
 * and so do the public calls (the refresh exchange is where consent is recorded).
 */
export function requireTerms(users: UserRepository, publicPaths: ReadonlySet<string>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (READS.has(c.req.method) || publicPaths.has(c.req.path)) return next();
    const userId = c.get('userId');
    if (!userId || !users.hasAgreedToTerms(userId)) throw forbidden(messages.terms.required);
    return next();
  };
}
