import { observer } from 'mobx-react-lite';
import { LAUNCHPAD_NAME_MAX } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { NameDialog } from '../shared/forms/name-dialog';
import type { RenameLaunchpadViewModel } from './rename-launchpad-view-model';

const { title, name, save, cancel } = workspaceCopy.rename;
const copy = { title, name, submit: save, cancel };

/** 이름 변경: the launchpad's name, checked by the same rule as at creation; a refusal stays at the field. */
export const RenameLaunchpadDialog = observer(function RenameLaunchpadDialog({ vm }: { vm: RenameLaunchpadViewModel }) {
  return (
    <NameDialog
      opened={vm.opened}
      copy={copy}
      value={vm.name}
      maxLength={LAUNCHPAD_NAME_MAX}
      error={vm.nameError}
      busy={vm.submission.busy}
      onChange={vm.setName}
      onClose={vm.close}
      onSubmit={() => void vm.save()}
    />
  );
});
