import { Alert, Text } from '@mantine/core';
import { launchLockOf, type LaunchPart } from '../../../application/launchpads/launch-lock';
import type { LaunchpadStatus } from '../../../domain/launchpad/launchpad';
import { lifecycleCopy as t } from '../copy/lifecycle-copy';

/**
 * Says why a step cannot be saved in the launch's state, so no save is offered that would fail:
 * read-only from 승인됨 on, the contract fixed under 심사. Nothing when the step can be saved.
 */
export function LaunchLockNotice({ status, part }: { status: LaunchpadStatus; part: LaunchPart }) {
  if (launchLockOf(status).canChange(part)) return null;
  const contractFixed = status === 'IN_REVIEW';
  return (
    <Alert
      color="gray"
      title={contractFixed ? t.contractFixedTitle : t.readOnlyTitle}
      role="status"
      data-testid="launch-lock-notice"
    >
      <Text size="sm">{contractFixed ? t.contractFixed : t.readOnly(status)}</Text>
    </Alert>
  );
}
