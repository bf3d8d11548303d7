import { useParams, useSearchParams } from 'react-router';
import { MultiMetadataStep } from '../../collection-metadata/multi-metadata-step';
import { shellCopy } from '../../copy/shell-copy';
import { parseStep } from '../../routes/route-params';
import { ComingSoon } from '../../shell/coming-soon';

export default function MultiMetadataPage() {
  const [search] = useSearchParams();
  const launchpadId = Number(useParams().launchpadId);
  if (parseStep(search.get('step')).step === 2) return <MultiMetadataStep launchpadId={launchpadId} />;
  return <ComingSoon title={shellCopy.comingSoon.multiMetadata} step={parseStep(search.get('step')).step} />;
}
