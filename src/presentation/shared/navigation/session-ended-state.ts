/**
 * The navigation state of the redirect to /login when the session ends (failed refresh, logout in
 * another tab). No form asks about leaving then: there is nothing to stay for, and the draft is
 * already kept (it is offered again after signing in). Apart from use-leave-guard.ts so the app
 * frame, which sends it, does not load the forms' guard.
 */
export const sessionEndedState = { sessionEnded: true } as const;

/** Whether a location's state is `sessionEndedState` (a state read back after navigation is a copy). */
export function isSessionEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
}
