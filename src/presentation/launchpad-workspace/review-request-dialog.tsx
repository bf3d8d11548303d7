import { Alert, Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { reviewCopy as t } from '../shared/copy/review-copy';
import type { PartState, ReviewRequestViewModel } from './review-request-view-model';

const tone: Record<PartState, string> = { waiting: 'gray.5', sending: 'blue', submitted: 'teal', failed: 'red' };

/**
 * 심사 요청's one question: what it submits (each part with where it stands as the request goes) and
 * what locks once the launch is 심사 중. A part that failed is named with the reason; the parts
 * already accepted stay submitted, and 다시 시도 sends only the rest.
 */
export const ReviewRequestDialog = observer(function ReviewRequestDialog({ vm }: { vm: ReviewRequestViewModel }) {
  const failed = vm.problem !== null;
  return (
    <Modal
      opened={vm.asking}
      onClose={vm.close}
      title={t.confirm.title}
      size="md"
      centered
      closeOnClickOutside={!vm.running}
    >
      <Stack gap="sm">
        <Text size="sm">{t.confirm.sends}</Text>
        <List spacing={4} size="sm" aria-label={t.request} center>
          {vm.parts.map(({ part, state }) => (
            <List.Item
              key={part}
              icon={<ThemeIcon color={tone[state]} size={10} radius="xl" aria-hidden />}
              aria-busy={state === 'sending' || undefined}
            >
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t.part[part]}
                </Text>
                <Text size="sm" c="dimmed">
                  {t.state[state]}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <div>
          <Text size="sm" fw={600} id="review-request-locks">
            {t.confirm.locksTitle}
          </Text>
          <List size="sm" spacing={2} aria-labelledby="review-request-locks">
            {t.confirm.locks(vm.chainName).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
        <Text size="sm" c="dimmed">
          {t.confirm.saved}
        </Text>
        {vm.problem && (
          <Alert color="red" title={vm.problem.title} role="alert">
            {vm.problem.text && <Text size="sm">{vm.problem.text}</Text>}
            {vm.submitted.length > 0 && <Text size="sm">{t.keptSubmitted(vm.submitted)}</Text>}
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={vm.close} disabled={vm.running} data-autofocus>
          {failed ? t.confirm.close : t.confirm.cancel}
        </Button>
        {(!vm.problem || vm.problem.retry) && (
          <Button onClick={() => void vm.confirm()} loading={vm.running}>
            {failed ? t.confirm.retry : t.request}
          </Button>
        )}
      </Group>
    </Modal>
  );
});
