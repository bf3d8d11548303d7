import { useViewModel } from '../../shared/di/container-context';
import { InfoView } from '../../me/info-view';
import { InfoViewModel } from '../../me/info-view-model';

export default function InfoPage() {
  const vm = useViewModel(InfoViewModel);
  return <InfoView vm={vm} />;
}
