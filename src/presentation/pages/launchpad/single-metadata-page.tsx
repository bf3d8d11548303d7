import { MetadataWorkspace } from '../../launchpad-workspace/metadata-workspace';
import { MetadataStepPending } from '../../launchpad-workspace/metadata-step-pending';

export default function SingleMetadataPage() {
  return <MetadataWorkspace kind="SINGLE" step2={() => <MetadataStepPending />} />;
}
