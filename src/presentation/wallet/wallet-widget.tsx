import { useViewModel } from '../shared/di/container-context';
import { WalletWidgetView } from './wallet-widget-view';
import { WalletWidgetViewModel } from './wallet-widget-view-model';

/** The header slot's wallet (lazy-loaded by the app layout). */
export default function WalletWidget() {
  const vm = useViewModel(WalletWidgetViewModel);
  return <WalletWidgetView vm={vm} />;
}
