import { useViewModel } from '../shared/di/container-context';
import { CollectionMetadataViewModel } from './collection-metadata-view-model';
import { MetadataStepView } from './metadata-step-view';

/** Step 2 of a multi-edition launchpad: 컬렉션 정보, 에디션 and 링크, with its own 임시저장 / 제출 bar. */
export function MultiMetadataStep({ launchpadId }: { launchpadId: number }) {
  const vm = useViewModel(CollectionMetadataViewModel, (model) => model.start(launchpadId, 'MULTI'), [launchpadId]);
  return <MetadataStepView vm={vm} />;
}
