import { useNumericParam } from '../../navigation/route-params';
import { useViewModel } from '../../di/container-context';
import { EditionsEditorView } from '../../editions/editions-editor-view';
import { EditionsEditorViewModel } from '../../editions/editions-editor-view-model';

/** The route's loader has already refused a non-numeric id (not-found) and prefetched the tokens. */
export default function EditionsEditorPage() {
  const id = useNumericParam('launchpadId');
  const vm = useViewModel(EditionsEditorViewModel, (model) => model.start(id), [id]);
  return <EditionsEditorView vm={vm} />;
}
