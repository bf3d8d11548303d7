import { Button, Group, Modal, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { meCopy } from '../shared/copy/me-copy';
import type { CreatorsViewModel } from './creators-view-model';

/** 크리에이터 추가: the name only; the new profile opens for the rest. */
export const CreateCreatorDialog = observer(function CreateCreatorDialog({ vm }: { vm: CreatorsViewModel }) {
  const navigate = useNavigate();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await vm.create();
    if (created) await navigate(`/me/creators/${created.id}`);
  };
  return (
    <Modal opened={vm.dialogOpen} onClose={vm.closeDialog} title={meCopy.creators.addTitle} centered>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={meCopy.creators.addName}
          withAsterisk
          data-autofocus
          autoComplete="off"
          value={vm.name}
          error={vm.nameError}
          onChange={(event) => vm.setName(event.currentTarget.value)}
          onBlur={vm.blurName}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={vm.closeDialog} disabled={vm.creating}>
            {meCopy.creators.cancel}
          </Button>
          <Button type="submit" loading={vm.creating}>
            {meCopy.creators.addConfirm}
          </Button>
        </Group>
      </form>
    </Modal>
  );
});
