import { useViewModel } from '../shared/di/container-context';
import { LaunchpadsView } from '../launchpads/launchpads-view';
import { LaunchpadsViewModel } from '../launchpads/launchpads-view-model';
import { useListQueryInUrl } from '../launchpads/use-list-query-in-url';

export default function LaunchpadsPage() {
  const vm = useViewModel(LaunchpadsViewModel);
  useListQueryInUrl(vm.query);
  return <LaunchpadsView vm={vm} />;
}
