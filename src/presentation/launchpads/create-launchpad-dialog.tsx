import { Button, Group, Modal, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { collectionTypes } from '../../domain/launchpad/launchpad';
import { collectionTypeLabel, launchpadCopy } from '../shared/copy/launchpad-copy';
import { chainOptions } from '../shared/format/chain-options';
import type { LaunchpadsViewModel } from './launchpads-view-model';

const copy = launchpadCopy.dialog;
const chains = chainOptions(copy);

/** 런치패드 만들기: name, chain and collection type; the new launchpad opens at its metadata. */
export const CreateLaunchpadDialog = observer(function CreateLaunchpadDialog({ vm }: { vm: LaunchpadsViewModel }) {
  const navigate = useNavigate();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await vm.create();
    if (created) await navigate(`/launchpads/${created.id}/collection-metadata/${created.collectionType === 'SINGLE' ? 'single' : 'multi'}`);
  };
  return (
    <Modal opened={vm.dialogOpen} onClose={vm.closeDialog} title={copy.title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={copy.name}
            withAsterisk
            data-autofocus
            autoComplete="off"
            value={vm.name}
            error={vm.nameError}
            onChange={(event) => vm.setName(event.currentTarget.value)}
            onBlur={vm.blurName}
          />
          <NativeSelect
            label={copy.chain}
            withAsterisk
            data={chains}
            value={String(vm.chainId)}
            onChange={(event) => vm.setChainId(Number(event.currentTarget.value))}
          />
          <Radio.Group label={copy.type} withAsterisk value={vm.collectionType} onChange={vm.setCollectionType}>
            <Group gap="lg" mt={6}>
              {collectionTypes.map((type) => (
                <Radio key={type} value={type} label={collectionTypeLabel[type]} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={vm.closeDialog} disabled={vm.creating}>
            {copy.cancel}
          </Button>
          <Button type="submit" loading={vm.creating}>
            {copy.submit}
          </Button>
        </Group>
      </form>
    </Modal>
  );
});
