import { MetadataWorkspace } from '../../launchpad-workspace/metadata-workspace';
import { MetadataStepPending } from '../../launchpad-workspace/metadata-step-pending';

export default function MultiMetadataPage() {
  return <MetadataWorkspace kind="MULTI" step2={() => <MetadataStepPending />} />;
}
