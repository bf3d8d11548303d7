import { useViewModel } from '../../shared/di/container-context';
import { CreatorsView } from '../../me/creators-view';
import { CreatorsViewModel } from '../../me/creators-view-model';

export default function CreatorsPage() {
  const vm = useViewModel(CreatorsViewModel);
  return <CreatorsView vm={vm} />;
}
