import { Button, Group, Modal, Text } from '@mantine/core';
import { formCopy } from '../copy/form-copy';
import { useLeaveGuard } from './use-leave-guard';

/**
 * Put one in a form page: `<LeaveGuard when={form.isDirty} />`. Leaving with unsaved changes asks
 * 나가기 / 계속 작성 (in-app), or the browser's own question (tab close, reload).
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useLeaveGuard(when);
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={formCopy.leaveTitle} centered>
      <Text size="sm">{formCopy.leaveBody}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {formCopy.stay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {formCopy.leave}
        </Button>
      </Group>
    </Modal>
  );
}
