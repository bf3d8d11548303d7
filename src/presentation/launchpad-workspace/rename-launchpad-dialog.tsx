import { Button, Group, Modal, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import type { RenameLaunchpadViewModel } from './rename-launchpad-view-model';

const copy = workspaceCopy.rename;

/** 이름 변경: the launchpad's name, checked by the same rule as at creation; a refusal stays at the field. */
export const RenameLaunchpadDialog = observer(function RenameLaunchpadDialog({ vm }: { vm: RenameLaunchpadViewModel }) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  return (
    <Modal opened={vm.opened} onClose={vm.close} title={copy.title} centered>
      <form onSubmit={onSubmit} noValidate>
        <TextInput
          label={copy.name}
          withAsterisk
          data-autofocus
          autoComplete="off"
          value={vm.name}
          error={vm.nameError}
          onChange={(event) => vm.setName(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={vm.close} disabled={vm.submission.busy}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={vm.submission.busy}>
            {copy.save}
          </Button>
        </Group>
      </form>
    </Modal>
  );
});
