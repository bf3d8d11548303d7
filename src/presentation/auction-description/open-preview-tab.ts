/**
 * Opens the preview in a new tab. The tab is opened at once, inside the click (a tab opened after
 * an await is taken for a pop-up and blocked), then sent to the page when its address is known,
 * or closed when there is none. The preview page cannot reach back into the editor (no opener).
 */
export async function openPreviewTab(url: () => Promise<string | null>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const target = await url();
  if (!target) {
    tab?.close();
    return;
  }
  if (tab) tab.location.replace(target);
  else window.open(target, '_blank', 'noopener');
}
