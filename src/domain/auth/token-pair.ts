import * as v from 'valibot';

export const tokenPairSchema = v.object({
  accessToken: v.pipe(v.string(), v.minLength(1)),
  refreshToken: v.pipe(v.string(), v.minLength(1)),
});
export type TokenPair = v.InferOutput<typeof tokenPairSchema>;
