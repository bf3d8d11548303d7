import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { fieldCounter } from './field-counter';

/** The dialog's words: its title, the name field's label, the submit and 취소 buttons. */
export interface NameDialogCopy {
  title: string;
  name: string;
  submit: string;
  cancel: string;
}

export interface NameDialogProps {
  opened: boolean;
  copy: NameDialogCopy;
  /** The name as typed, its limit (the counter under it) and why it was refused. */
  value: string;
  maxLength: number;
  error: string | undefined;
  /** A save is running: 취소 waits, the submit button spins. */
  busy: boolean;
  onChange: (value: string) => void;
  /** Checks the name when leaving the field (a dialog that checks only on submit leaves it out). */
  onBlur?: () => void;
  onClose: () => void;
  onSubmit: () => void;
  /** Further fields under the name (런치패드 만들기: chain and collection type). */
  children?: ReactNode;
}

/**
 * The one "dialog with a name" (크리에이터 만들기, 런치패드 만들기, 이름 변경): the name with its counter,
 * checked at its field, 취소 and the submit button; what a submit does is the caller's.
 */
export function NameDialog(props: NameDialogProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.copy.title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={props.copy.name}
            withAsterisk
            data-autofocus
            autoComplete="off"
            value={props.value}
            error={props.error}
            {...fieldCounter(props.value, props.maxLength)}
            onChange={(event) => props.onChange(event.currentTarget.value)}
            onBlur={props.onBlur}
          />
          {props.children}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={props.onClose} disabled={props.busy}>
            {props.copy.cancel}
          </Button>
          <Button type="submit" loading={props.busy}>
            {props.copy.submit}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
