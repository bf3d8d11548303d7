import { useSearchParams } from 'react-router';
import { shellCopy } from '../../copy/shell-copy';
import { parseStep } from '../../routes/route-params';
import { ComingSoon } from '../../shell/coming-soon';

export default function SingleMetadataPage() {
  const [search] = useSearchParams();
  return <ComingSoon title={shellCopy.comingSoon.singleMetadata} step={parseStep(search.get('step')).step} />;
}
