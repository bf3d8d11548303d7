/**
 * Focuses the first of `ids` that exists and is enabled, after React has applied the change that
 * moved or removed rows (a moved row's node may have been re-inserted, which drops its focus).
 */
export function focusLater(...ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });
}
