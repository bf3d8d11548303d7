import { MultiMetadataStep } from '../../collection-metadata/multi-metadata-step';
import { MetadataWorkspace } from '../../launchpad-workspace/metadata-workspace';

export default function MultiMetadataPage() {
  return <MetadataWorkspace kind="MULTI" step2={(id) => <MultiMetadataStep launchpadId={id} />} />;
}
