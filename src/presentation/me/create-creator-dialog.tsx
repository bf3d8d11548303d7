import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { CREATOR_NAME_MAX } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { NameDialog } from '../shared/forms/name-dialog';
import type { CreatorsViewModel } from './creators-view-model';

const { addTitle, addName, addConfirm, cancel } = meCopy.creators;
const copy = { title: addTitle, name: addName, submit: addConfirm, cancel };

/** 크리에이터 만들기: the name only; the new profile opens for the rest. */
export const CreateCreatorDialog = observer(function CreateCreatorDialog({ vm }: { vm: CreatorsViewModel }) {
  const navigate = useNavigate();
  const submit = async () => {
    const created = await vm.create();
    if (created) await navigate(`/me/creators/${created.id}`);
  };
  return (
    <NameDialog
      opened={vm.dialog.open}
      copy={copy}
      value={vm.dialog.name}
      maxLength={CREATOR_NAME_MAX}
      error={vm.dialog.nameError}
      busy={vm.creating}
      onChange={vm.dialog.setName}
      onBlur={vm.dialog.blurName}
      onClose={vm.dialog.close}
      onSubmit={() => void submit()}
    />
  );
});
