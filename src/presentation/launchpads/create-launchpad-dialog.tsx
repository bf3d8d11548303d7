import { Group, NativeSelect, Radio } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { collectionTypes, LAUNCHPAD_NAME_MAX } from '../../domain/launchpad/launchpad';
import { collectionTypeLabel, launchpadCopy } from '../shared/copy/launchpad-copy';
import { chainOptions } from '../shared/format/chain-options';
import { NameDialog } from '../shared/forms/name-dialog';
import type { LaunchpadsViewModel } from './launchpads-view-model';

const copy = launchpadCopy.dialog;
const chains = chainOptions(copy);

/** 런치패드 만들기: name, chain and collection type; the new launchpad opens at its metadata. */
export const CreateLaunchpadDialog = observer(function CreateLaunchpadDialog({ vm }: { vm: LaunchpadsViewModel }) {
  const navigate = useNavigate();
  const submit = async () => {
    const created = await vm.create();
    if (created)
      await navigate(
        `/launchpads/${created.id}/collection-metadata/${created.collectionType === 'SINGLE' ? 'single' : 'multi'}`,
      );
  };
  return (
    <NameDialog
      opened={vm.dialog.open}
      copy={copy}
      value={vm.dialog.name}
      maxLength={LAUNCHPAD_NAME_MAX}
      error={vm.dialog.nameError}
      busy={vm.creating}
      onChange={vm.dialog.setName}
      onBlur={vm.dialog.blurName}
      onClose={vm.dialog.close}
      onSubmit={() => void submit()}
    >
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
            <Radio
              key={type}
              value={type}
              label={collectionTypeLabel[type]}
              description={launchpadCopy.collectionTypeHint[type]}
            />
          ))}
        </Group>
      </Radio.Group>
    </NameDialog>
  );
});
