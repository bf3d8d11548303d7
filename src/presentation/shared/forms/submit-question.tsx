import { Button, Flex, Modal, Text } from '@mantine/core';

/** The words of one form's 제출 question. */
export interface SubmitQuestionCopy {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
}

/**
 * The one question every 제출 asks first (collection metadata, auction description, creator profile):
 * what 제출 leads to, 취소 (focused, the safe way) or the form's own confirm word.
 */
export function SubmitQuestion({
  opened,
  copy,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  copy: SubmitQuestionCopy;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={copy.title} centered>
      <Text size="sm">{copy.body}</Text>
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {copy.cancel}
        </Button>
        <Button onClick={onConfirm}>{copy.confirm}</Button>
      </Flex>
    </Modal>
  );
}
