import { useParams } from 'react-router';
import { useViewModel } from '../../di/container-context';
import { CreatorDetailView } from '../../me/creator-detail-view';
import { CreatorDetailViewModel } from '../../me/creator-detail-view-model';

/** The route's loader has already refused a non-numeric id (not-found); the number is safe here. */
export default function CreatorDetailPage() {
  const id = Number(useParams().creatorId);
  const vm = useViewModel(CreatorDetailViewModel, (model) => model.start(id), [id]);
  return <CreatorDetailView vm={vm} />;
}
