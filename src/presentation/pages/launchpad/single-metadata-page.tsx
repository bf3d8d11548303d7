import { useParams, useSearchParams } from 'react-router';
import { SingleMetadataStep } from '../../collection-metadata/single-metadata-step';
import { shellCopy } from '../../copy/shell-copy';
import { parseStep } from '../../routes/route-params';
import { ComingSoon } from '../../shell/coming-soon';

export default function SingleMetadataPage() {
  const [search] = useSearchParams();
  const launchpadId = Number(useParams().launchpadId);
  if (parseStep(search.get('step')).step === 2) return <SingleMetadataStep launchpadId={launchpadId} />;
  return <ComingSoon title={shellCopy.comingSoon.singleMetadata} step={parseStep(search.get('step')).step} />;
}
