import * as v from 'valibot';
import { tokenPairSchema } from '../src/domain/auth/token-pair';
import { refreshRoute } from './auth-route';
import { endpoint } from './endpoint';

/**
 * The token exchange of requirements §7, apart from the other calls: the app's session uses it at start-up
 * on every screen, and importing it alone keeps every area's schemas out of the first route.
 * `creatorsApi.refresh` is this same endpoint.
 */
export const authApi = {
  refresh: endpoint({
    ...refreshRoute,
    public: true,
    body: v.object({ token: v.pipe(v.string(), v.minLength(1)), termsAgreed: v.optional(v.boolean()) }),
    response: tokenPairSchema,
  }),
};
