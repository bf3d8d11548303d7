import { Badge } from '@mantine/core';
import type { CreatorStatus } from '../../domain/creator/creator';
import { meCopy } from '../shared/copy/me-copy';

// gray.6, not the default filled gray, so the dot shows on the dark theme too.
const colors: Record<CreatorStatus, string> = { DRAFT: 'gray.6', SUBMITTED: 'blue', APPROVED: 'teal', REJECTED: 'red' };

export function CreatorStatusBadge({ status }: { status: CreatorStatus }) {
  return (
    <Badge color={colors[status]} variant="dot" radius="sm">
      {meCopy.status[status]}
    </Badge>
  );
}
