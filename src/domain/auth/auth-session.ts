/**
 * The session as the app holds it. Apart from token-pair.ts (the exchange's valibot schema) so the
 * session, which every first screen starts, does not load valibot.
 */
export interface AuthSession {
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

export const signedOutSession: AuthSession = { accessToken: null, refreshToken: null, isAuthenticated: false };
