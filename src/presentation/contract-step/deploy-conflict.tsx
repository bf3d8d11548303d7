import { Alert, Button, Flex, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { deployCopy as copy } from '../shared/copy/deploy-copy';
import type { DeployViewModel } from './deploy-view-model';

/**
 * A deploy that went through while a contract was saved elsewhere (another tab, another device): nothing
 * was overwritten; the creator chooses which contract the launchpad keeps.
 */
export const DeployConflict = observer(function DeployConflict({ deploy }: { deploy: DeployViewModel }) {
  return (
    <Alert color="yellow" variant="light" title={copy.conflictTitle} role="alert">
      <Text size="sm">{copy.failures.conflict}</Text>
      <Flex direction={{ base: 'column', xs: 'row' }} gap="xs" mt="sm">
        <Button size="xs" onClick={() => void deploy.resolveConflict(true)}>
          {copy.useDeployed}
        </Button>
        <Button size="xs" variant="default" onClick={() => void deploy.resolveConflict(false)}>
          {copy.keepSaved}
        </Button>
      </Flex>
    </Alert>
  );
});
