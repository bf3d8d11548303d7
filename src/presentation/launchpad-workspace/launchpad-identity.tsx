import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { chainKrName } from '../../domain/chain/chains';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { LaunchpadStatusMark } from '../shared/status/status-mark';

/**
 * Which launchpad this is: its name (the page's heading), chain, status, kind and 이름 변경 (while the
 * launch lets its name change). In the steps column it stacks; above a step that folds the column to a
 * rail (`inline`) it is one line, so the name stays in view beside the wider step.
 */
export function LaunchpadIdentity({
  launchpad,
  onRename,
  inline = false,
}: {
  launchpad: Launchpad;
  /** Null while the name cannot change (from 승인됨 on). */
  onRename: (() => void) | null;
  inline?: boolean;
}) {
  const title = (
    <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
      {launchpad.name}
    </Title>
  );
  const badges = (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color="gray">
        {chainKrName(launchpad.chainId, launchpad.chain)}
      </Badge>
      <LaunchpadStatusMark status={launchpad.status} />
    </Group>
  );
  const kind = (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {workspaceCopy.kind[launchpad.collectionType]}
    </Text>
  );
  const rename = (
    <Button
      size="compact-xs"
      variant="subtle"
      onClick={onRename ?? undefined}
      disabled={!onRename}
      aria-label={workspaceCopy.rename.openLabel(launchpad.name)}
    >
      {workspaceCopy.rename.open}
    </Button>
  );
  if (inline) {
    return (
      <Group gap="sm" wrap="wrap" align="center" mb="md">
        {title}
        {badges}
        {kind}
        {rename}
      </Group>
    );
  }
  return (
    <Stack gap={6}>
      {title}
      {badges}
      <Group gap="xs" justify="space-between" wrap="nowrap">
        {kind}
        {rename}
      </Group>
    </Stack>
  );
}
