import '../shared/styles/mantine-styles';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/**
 * Requirements §9's toasts: top-right, 10 visible, 4,000 ms, 356 px wide, 14 px apart. Mantine fixes the
 * swipe-dismiss distance itself (no 20 px setting); see README "Product decisions".
 */
export default function Toasts() {
  return (
    <Notifications
      classNames={{ root: classes.root }}
      position="top-right"
      limit={10}
      autoClose={4000}
      containerWidth={356}
      style={{ '--mantine-spacing-md': '14px' }}
    />
  );
}
