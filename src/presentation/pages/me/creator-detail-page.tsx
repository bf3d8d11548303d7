import { useNumericParam } from '../../shared/navigation/route-params';
import { useViewModel } from '../../shared/di/container-context';
import { CreatorDetailView } from '../../me/creator-detail-view';
import { CreatorDetailViewModel } from '../../me/creator-detail-view-model';

/** The route's loader has already refused a non-numeric id (not-found); this parses it by the same rule. */
export default function CreatorDetailPage() {
  const id = useNumericParam('creatorId');
  const vm = useViewModel(CreatorDetailViewModel, (model) => model.start(id), [id]);
  return <CreatorDetailView vm={vm} />;
}
