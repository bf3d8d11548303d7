import type { MiddlewareHandler } from 'hono';

/**
 * Headers every answer carries: no content-type guessing, and no address (which may hold an id or
 * a sign-in token) sent on as a referrer. Gateway answers (`/cl/…`) are the creator's own data or
 * tokens, so no cache, shared or private, keeps them; uploads set their own long-lived caching.
 */
export function responseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
    if (c.req.path.startsWith('/cl/')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
