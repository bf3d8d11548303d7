import * as v from 'valibot';

export const tokenPairSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
});
export type TokenPair = v.InferOutput<typeof tokenPairSchema>;

export interface AuthSession {
  accessToken: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

export const signedOutSession: AuthSession = { accessToken: null, refreshToken: null, isAuthenticated: false };
