import type { NavigateFunction } from 'react-router';

let navigate: NavigateFunction | null = null;

/**
 * The router's navigate, for the toasts: they render outside the router, and a toast's link goes through
 * it. Kept apart from the toasts' page bookkeeping (toast-owners.ts), which loads only with the toasts.
 */
export const toastNavigation = {
  follow(next: NavigateFunction): void {
    navigate = next;
  },
  /** A toast's link: an in-app move (the page the creator leaves takes its toasts away, this one included). */
  go(to: string): void {
    if (navigate) void navigate(to);
    else window.location.assign(to);
  },
};
