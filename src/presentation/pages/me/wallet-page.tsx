import { useViewModel } from '../../shared/di/container-context';
import { WalletPageView } from '../../wallet/wallet-page-view';
import { WalletPageViewModel } from '../../wallet/wallet-page-view-model';

/** The signed message names this page's host (port included) and address; the API checks the host. */
const site = () => ({ domain: window.location.host, uri: window.location.href });

export default function WalletPage() {
  const vm = useViewModel(WalletPageViewModel);
  return <WalletPageView vm={vm} site={site} />;
}
