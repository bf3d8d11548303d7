import { useViewModel } from '../../shared/di/container-context';
import { CompanyView } from '../../me/company-view';
import { CompanyViewModel } from '../../me/company-view-model';

export default function CompanyPage() {
  const vm = useViewModel(CompanyViewModel);
  return <CompanyView vm={vm} />;
}
