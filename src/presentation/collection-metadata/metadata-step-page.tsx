import { observer } from 'mobx-react-lite';
import { useViewModel } from '../shared/di/container-context';
import type { StepViewProps } from '../shared/workspace/workspace-step';
import { CollectionMetadataViewModel } from './collection-metadata-view-model';
import { MetadataStepView } from './metadata-step-view';

/** Step 2 (컬렉션 메타데이터) in the workspace frame, single or multi edition by the launchpad's kind. */
export default observer(function MetadataStepPage({ page }: StepViewProps) {
  const vm = useViewModel(CollectionMetadataViewModel, (model) => model.start(page), [page.launchpad.id]);
  return <MetadataStepView vm={vm} page={page} />;
});
