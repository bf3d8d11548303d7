import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../http/api-env';
import { unauthorized } from '../http/errors';
import { messages } from '../http/messages';
import type { TokenService } from './tokens';

const BEARER = /^Bearer[ ]+(\S+)$/i;

/** Every /cl call but the public ones needs `Authorization: Bearer <access token>`; else 401 JSON. */
export function bearerAuth(tokens: TokenService, publicPaths: ReadonlySet<string>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (publicPaths.has(c.req.path) || c.req.method === 'OPTIONS') return next();
    const header = c.req.header('authorization');
    if (!header) throw unauthorized(messages.auth.missing);
    const token = BEARER.exec(header.trim())?.[1];
    if (!token) throw unauthorized(messages.auth.malformed);
    c.set('userId', tokens.authenticate(token));
    return next();
  };
}
