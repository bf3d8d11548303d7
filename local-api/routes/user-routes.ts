import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { UserInfo } from '../../src/domain/user/user-info';
import type { ApiEnv } from '../http/api-env';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import type { Services } from '../services';

export function registerUserRoutes(app: Hono<ApiEnv>, { users }: Services): void {
  const info = (userId: string): UserInfo => {
    const user = users.find(userId);
    if (!user) throw notFound();
    return user;
  };

  route(app, creatorsApi.getUserInfo, ({ userId }) => info(userId));

  route(app, creatorsApi.updatePhone, ({ userId, body }) => {
    users.updatePhone(userId, body.phoneNumber);
    return info(userId);
  });
}
