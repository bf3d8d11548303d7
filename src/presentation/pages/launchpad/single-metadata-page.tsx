import { SingleMetadataStep } from '../../collection-metadata/single-metadata-step';
import { MetadataWorkspace } from '../../launchpad-workspace/metadata-workspace';

export default function SingleMetadataPage() {
  return <MetadataWorkspace kind="SINGLE" step2={(id) => <SingleMetadataStep launchpadId={id} />} />;
}
