/**
 * Where the token exchange of requirements §7 is called, apart from its schemas (auth-api.ts): the app's
 * session sends the request at start-up while valibot and the schema are still loading.
 */
export const refreshRoute = { method: 'POST', path: '/cl/auth/v1/refresh' } as const;
