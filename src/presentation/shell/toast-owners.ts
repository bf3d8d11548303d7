import { pageKey } from './toast-page-key';

const loadNotifications = () => import('@mantine/notifications');

/**
 * Which page raised each toast shown (product-decisions "Toasts"): a toast belongs to its page and
 * goes when the creator moves to another, unless it speaks of the page the creator is sent to next
 * ("런치패드 ‘…’을 만들었습니다." as the new launchpad opens), which then belongs to that page.
 */
class ToastPages {
  /** Toast id → the page it belongs to; null: the next page the creator lands on. */
  private readonly owners = new Map<string, string | null>();

  /** The page a toast raised now belongs to (read at once: the toast itself shows a moment later). */
  ownerNow(forNextPage: boolean): string | null {
    return forNextPage ? null : pageKey(window.location);
  }

  /** A toast is on screen. One raised for a page the creator has already left is taken away. */
  shown(id: string, owner: string | null): void {
    if (owner !== null && owner !== pageKey(window.location)) {
      void loadNotifications().then(({ notifications }) => notifications.hide(id));
      return;
    }
    this.owners.set(id, owner);
  }

  closed(id: string): void {
    this.owners.delete(id);
  }

  /** The creator is on `page` now: the toasts of other pages go; those for the next page stay with this one. */
  visit(page: string): void {
    const leaving: string[] = [];
    for (const [id, owner] of this.owners) {
      if (owner === null) this.owners.set(id, page);
      else if (owner !== page) leaving.push(id);
    }
    if (leaving.length === 0) return;
    leaving.forEach((id) => this.owners.delete(id));
    void loadNotifications().then(({ notifications }) => leaving.forEach((id) => notifications.hide(id)));
  }
}

export const toastPages = new ToastPages();
