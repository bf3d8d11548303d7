import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router';
import { CREATOR_NAME_MAX } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';
import { NameDialog } from '../shared/forms/name-dialog';
import type { CreatorsViewModel } from './creators-view-model';

/** 크리에이터 추가: the name only; the new profile opens for the rest. */
export const CreateCreatorDialog = observer(function CreateCreatorDialog({ vm }: { vm: CreatorsViewModel }) {
  const navigate = useNavigate();
  const submit = async () => {
    const created = await vm.create();
    if (created) await navigate(`/me/creators/${created.id}`);
  };
  return (
    <NameDialog
      opened={vm.dialogOpen}
      title={meCopy.creators.addTitle}
      label={meCopy.creators.addName}
      maxLength={CREATOR_NAME_MAX}
      value={vm.name}
      error={vm.nameError}
      submitLabel={meCopy.creators.addConfirm}
      cancelLabel={meCopy.creators.cancel}
      busy={vm.creating}
      onChange={vm.setName}
      onBlur={vm.blurName}
      onClose={vm.closeDialog}
      onSubmit={() => void submit()}
    />
  );
});
