import { Alert, Text } from '@mantine/core';
import { lifecycleCopy as t } from '../shared/copy/lifecycle-copy';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';
import type { WorkspaceStep } from '../shared/workspace/workspace-step';

/**
 * Above the step, from the frame: why the step cannot change what it changes (read-only from 승인됨
 * on, the contract fixed under 심사), so its disabled controls are understood; or, under 심사, that
 * a change goes back to 심사, before anything is changed. Nothing while the launch is 작성 중.
 */
export function StepNotice({ page, part }: { page: LaunchpadPage; part: WorkspaceStep['part'] }) {
  const reason = page.whyNot(part);
  if (reason !== null) {
    const contractFixed = page.launchpad.status === 'IN_REVIEW';
    return (
      <Alert color="gray" title={contractFixed ? t.contractFixedTitle : t.readOnlyTitle} role="status" mb="lg">
        <Text size="sm">{reason}</Text>
        <Text size="sm" c="dimmed">
          {contractFixed ? t.contractFixedHint : t.readOnlyHint(page.launchpad.status)}
        </Text>
      </Alert>
    );
  }
  if (!page.backToReview(part)) return null;
  return (
    <Alert color="yellow" title={t.inReviewTitle} role="status" mb="lg">
      <Text size="sm">{t.inReview}</Text>
    </Alert>
  );
}
