/** What the middleware hands to route handlers: the signed-in user, set by the bearer check. */
export interface ApiEnv {
  Variables: { userId: string };
}
