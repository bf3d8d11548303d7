import type { Notices } from '../shared/forms/notices';
import { toastsDemand } from './toasts-demand';

// The toast store, its component and the error catalogue load after the first screen (the first
// route's budget); a toast asked for before then waits for the chunk.
const loadNotifications = () => {
  toastsDemand.request();
  return import('@mantine/notifications');
};
const loadErrorText = () => import('../shared/copy/error-copy').then((m) => m.errorText);

/**
 * Notices as Mantine toasts (top-right, requirements §9). Reporting is the caller's job: view-models report
 * a failure once, with their own context, and then tell the creator through here.
 */
export class MantineNotices implements Notices {
  success(message: string): void {
    void loadNotifications().then(({ notifications }) =>
      notifications.show({ message, color: 'teal', withBorder: true }),
    );
  }

  failure(title: string, error: unknown, id?: string): void {
    void Promise.all([loadNotifications(), loadErrorText()]).then(([{ notifications }, errorText]) => {
      if (id) notifications.hide(id);
      notifications.show({ id, title, message: errorText(error), color: 'red', withBorder: true });
    });
  }

  dismiss(id: string): void {
    void loadNotifications().then(({ notifications }) => notifications.hide(id));
  }
}
