import type { SetupGuide } from '../../application/launchpads/setup-guide';
import type { Notices, SuccessOptions } from '../shared/forms/notices';
import { setupTaskAction } from './setup-task-action';
import { toastPages } from './toast-owners';
import { toastsDemand } from './toasts-demand';

// The toast store, its component and the error catalogue load after the first screen (the first
// route's budget); a toast asked for before then waits for the chunk.
const loadNotifications = () => {
  toastsDemand.request();
  return import('@mantine/notifications');
};
const loadErrorText = () => import('../shared/copy/error-copy').then((m) => m.errorText);
const loadToastAction = () => import('./toast-action');
let actionSerial = 0;

const closed = ({ id }: { id?: string }) => {
  if (id) toastPages.closed(id);
};

/**
 * Notices as Mantine toasts (top-right, requirements §9). Reporting is the caller's job: view-models report
 * a failure once, with their own context, and then tell the creator through here.
 */
export class MantineNotices implements Notices {
  constructor(private readonly guide: Pick<SetupGuide, 'guiding'>) {}

  success(message: string, options?: SuccessOptions): void {
    // The page the toast belongs to is read now, before anything is awaited.
    const owner = toastPages.ownerNow(options?.forNextPage ?? false);
    if (!options?.setupTask) {
      void loadNotifications().then(({ notifications }) => {
        const shown = notifications.show({ message, color: 'teal', withBorder: true, onClose: closed });
        toastPages.shown(shown, owner);
      });
      return;
    }
    const id = `setup-task-${(actionSerial += 1)}`;
    const ready = Promise.all([loadNotifications(), loadToastAction(), setupTaskAction(this.guide)]);
    void ready.then(([{ notifications }, { toastWithAction }, action]) => {
      // With a link: twice a plain toast's time, so it can be reached (hovering it pauses the countdown too).
      const shown = notifications.show({
        id,
        message: action ? toastWithAction(message, action) : message,
        color: 'teal',
        withBorder: true,
        autoClose: action ? 8000 : 4000,
        onClose: closed,
      });
      toastPages.shown(shown, owner);
    });
  }

  failure(title: string, error: unknown, id?: string): void {
    const owner = toastPages.ownerNow(false);
    void Promise.all([loadNotifications(), loadErrorText()]).then(([{ notifications }, errorText]) => {
      if (id) notifications.hide(id);
      const shown = notifications.show({
        id,
        title,
        message: errorText(error),
        color: 'red',
        withBorder: true,
        onClose: closed,
      });
      toastPages.shown(shown, owner);
    });
  }

  dismiss(id: string): void {
    void loadNotifications().then(({ notifications }) => notifications.hide(id));
  }
}
