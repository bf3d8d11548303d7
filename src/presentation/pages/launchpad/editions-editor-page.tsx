import { observer } from 'mobx-react-lite';
import { useNumericParam } from '../../shared/navigation/route-params';
import { useViewModel } from '../../shared/di/container-context';
import { EditionsEditorView } from '../../editions/editions-editor-view';
import { EditionsEditorViewModel } from '../../editions/editions-editor-view-model';
import { workspaceCopy } from '../../shared/copy/workspace-copy';
import { WorkspaceFrame } from '../../launchpad-workspace/workspace-frame';

/**
 * The editions editor (single only) inside the workspace frame. The route's loader has already
 * refused a non-numeric id (not-found) and prefetched the tokens. The editor, not the shared cache,
 * knows what is saved (it does not refetch every token after a save), so it tells the frame: the
 * step is done once every token is saved with its image (`EditionRowStore.completion`; the same rule
 * over the server's tokens is `editionsCompletion` in src/domain/editions/editions-completion.ts).
 */
export default observer(function EditionsEditorPage() {
  const id = useNumericParam('launchpadId');
  const vm = useViewModel(EditionsEditorViewModel, (model) => model.start(id), [id]);
  const completion = vm.status === 'ready' ? vm.store.completion : null;
  const savedRows = completion ? completion.rows - completion.unsaved : 0;
  // Done once every token is saved with its image (editionsCompletion); saved rows still waiting for images are not.
  const step = !completion
    ? undefined
    : savedRows > 0
      ? { saved: completion.done && !vm.hasUnsaved, state: workspaceCopy.stepState.tokens(savedRows) }
      : { saved: false, state: workspaceCopy.stepState.notStarted };
  return (
    <WorkspaceFrame current="editions" kind="SINGLE" step={step}>
      {(launchpad) => <EditionsEditorView vm={vm} status={launchpad.status} />}
    </WorkspaceFrame>
  );
});
