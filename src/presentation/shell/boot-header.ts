/**
 * index.html paints the header's shape (#boot-header) before any script, so a slow network shows
 * the frame at once. The app's first commit takes over from it: the real header lies in the same
 * place, so nothing moves (CLS 0), and screens without a header (/login) never keep it.
 */
export function removeBootHeader(): void {
  document.getElementById('boot-header')?.remove();
}
