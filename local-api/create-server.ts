import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { creatorsApi } from '../contract/creators-api';
import { bearerAuth } from './auth/bearer-auth';
import { requireTerms } from './auth/require-terms';
import type { ApiEnv } from './http/api-env';
import { ApiError, internalErrorBody } from './http/errors';
import { messages } from './http/messages';
import { responseHeaders } from './http/response-headers';
import { registerApiDocsRoutes } from './routes/api-docs-routes';
import { registerAuctionRoutes } from './routes/auction-routes';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerContractRoutes } from './routes/contract-routes';
import { registerCreatorRoutes } from './routes/creator-routes';
import { registerDeployRoutes } from './routes/deploy-routes';
import { registerEoaRoutes } from './routes/eoa-routes';
import { registerLaunchpadRoutes } from './routes/launchpad-routes';
import { registerLoginRoutes } from './routes/login-routes';
import { registerMetadataRoutes } from './routes/metadata-routes';
import { registerUploadRoutes } from './routes/upload-routes';
import { registerUserRoutes } from './routes/user-routes';
import type { Services } from './services';

/** The HTTP surface: /cl (the gateway's paths, bearer-protected but refresh) and /local (sign-in page, uploads). */
export function createServer(services: Services): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  // JSON answers gzipped (the 1,000-row list: about 255 KB, 12 KB gzipped); images are left as they are.
  app.use('*', compress());
  app.use('*', responseHeaders());

  // Same-origin through the app's proxy; CORS only matters when the app calls this port directly.
  app.use('/cl/*', cors({ origin: services.appOrigin, allowHeaders: ['Authorization', 'Content-Type'], maxAge: 600 }));
  const publicPaths = new Set([creatorsApi.refresh.path]);
  app.use('/cl/*', bearerAuth(services.tokens, publicPaths));
  app.use('/cl/*', requireTerms(services.users, publicPaths));

  registerAuthRoutes(app, services);
  registerLaunchpadRoutes(app, services);
  registerUserRoutes(app, services);
  registerEoaRoutes(app, services);
  registerCreatorRoutes(app, services);
  registerAuctionRoutes(app, services);
  registerContractRoutes(app, services);
  registerDeployRoutes(app, services);
  registerMetadataRoutes(app, services);
  registerUploadRoutes(app, services);
  registerLoginRoutes(app, services);
  registerApiDocsRoutes(app);

  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: messages.notFound.route }, 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 413) return c.json({ code: 'PAYLOAD_TOO_LARGE', message: messages.body.tooLarge }, 413);
      return c.json({ code: 'BAD_REQUEST', message: messages.body.unreadable }, 400);
    }
    console.error(`[local-api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(internalErrorBody, 500);
  });

  return app;
}
