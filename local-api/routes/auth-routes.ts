import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { route } from '../http/route';
import type { Services } from '../services';

/** POST /cl/auth/v1/refresh: rotation (see TokenService) and the terms consent that rides along. */
export function registerAuthRoutes(app: Hono<ApiEnv>, { tokens, users }: Services): void {
  route(app, creatorsApi.refresh, ({ body }) => {
    const { accessToken, refreshToken, userId } = tokens.refresh(body.token);
    if (body.termsAgreed === true) users.agreeToTerms(userId);
    return { accessToken, refreshToken };
  });
}
