import { Anchor, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import type { ToastAction } from './setup-task-action';
import { toastNavigation } from './toast-navigation';

/** A plain left click moves in the app; a modified or middle click keeps the browser's own (a new tab). */
function onClick(event: MouseEvent<HTMLAnchorElement>, to: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  toastNavigation.go(to);
}

/** A success toast's text with its way on under it (체크리스트로 돌아가기): a real link, reachable by keyboard. */
export function toastWithAction(message: string, action: ToastAction) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm">{message}</Text>
      <Anchor href={action.to} size="sm" fw={600} underline="always" onClick={(event) => onClick(event, action.to)}>
        {action.label}
      </Anchor>
    </Stack>
  );
}
