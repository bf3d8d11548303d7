import { useViewModel } from '../shared/di/container-context';
import { LaunchpadsView } from '../launchpads/launchpads-view';
import { LaunchpadsViewModel } from '../launchpads/launchpads-view-model';

export default function LaunchpadsPage() {
  const vm = useViewModel(LaunchpadsViewModel);
  return <LaunchpadsView vm={vm} />;
}
