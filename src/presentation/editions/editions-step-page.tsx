import { observer } from 'mobx-react-lite';
import { useViewModel } from '../shared/di/container-context';
import type { StepViewProps } from '../shared/workspace/workspace-step';
import { EditionsEditorView } from './editions-editor-view';
import { EditionsEditorViewModel } from './editions-editor-view-model';

/**
 * The editions editor (single edition only) in the workspace frame. It opens from the frame's read of the
 * saved tokens; after a save the cache takes the saved tokens, so the steps column follows.
 */
export default observer(function EditionsStepPage({ page }: StepViewProps) {
  const vm = useViewModel(EditionsEditorViewModel, (model) => model.start(page), [page.launchpad.id]);
  return <EditionsEditorView vm={vm} />;
});
