import { Alert, Anchor, Button, Card, CloseButton, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { deployCopy } from '../shared/copy/deploy-copy';
import { ChainAddress } from './chain-address';
import { DeployProgress } from './deploy-progress';
import type { DeployViewModel } from './deploy-view-model';
import { DetailRow } from './detail-row';

const copy = deployCopy;

/** Why deploying is not possible with the wallet as it is, and the way out (as for every signature). */
const WalletGate = observer(function WalletGate({ deploy }: { deploy: DeployViewModel }) {
  switch (deploy.linkStatus) {
    case '정상 연결':
      return null;
    case '지갑 없음':
      return (
        <Alert color="yellow" variant="light" title={copy.noEoa}>
          {/* The alert's own text colour, underlined: the link blue is 4.2:1 on the yellow notice in dark (WCAG AA). */}
          <Anchor component={Link} to="/me/wallet" size="sm" fw={600} c="inherit" underline="always">
            {copy.registerWallet}
          </Anchor>
        </Alert>
      );
    case '등록만 됨':
      return (
        <Alert color="yellow" variant="light" title={copy.notConnected}>
          <Stack gap="xs" align="flex-start">
            <Button size="xs" onClick={() => void deploy.connect()}>
              {copy.connect}
            </Button>
            {deploy.connectError && (
              <Text size="sm" role="alert">
                {deploy.connectError}
              </Text>
            )}
          </Stack>
        </Alert>
      );
    case '계정 불일치':
      return (
        <Alert color="orange" variant="light" title={copy.mismatchTitle}>
          <Stack gap={4}>
            <Text size="sm">{copy.mismatchHowTo}</Text>
            <Text size="sm">
              {copy.owner}:{' '}
              <Text component="span" size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {deploy.eoa}
              </Text>
            </Text>
          </Stack>
        </Alert>
      );
  }
});

/** 새 컨트랙트 배포: the form, the fee, the wallet's readiness, the progress and any failure. */
export const DeployPanel = observer(function DeployPanel({ deploy, launchpad }: { deploy: DeployViewModel; launchpad: Launchpad }) {
  if (!deploy.open) return null;
  const locked = deploy.running || deploy.phase !== null || deploy.deployed !== null;
  const failure = deploy.failureText;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="deploy-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h4" id="deploy-title">
            {copy.title}
          </Title>
          {!deploy.running && <CloseButton aria-label={copy.close} onClick={deploy.close} />}
        </Group>
        <Text size="sm" c="dimmed">
          {copy.intro(launchpad.collectionType, deploy.chainName)}
        </Text>
        {!deploy.deployed && <WalletGate deploy={deploy} />}
        {!deploy.deployed && (
          <Stack gap="sm" maw={480}>
            <TextInput
              label={copy.name}
              description={copy.nameHint}
              withAsterisk
              value={deploy.name}
              error={deploy.nameError}
              disabled={locked}
              onChange={(event) => deploy.setName(event.currentTarget.value)}
            />
            <TextInput
              label={copy.symbol}
              description={copy.symbolHint}
              withAsterisk
              autoComplete="off"
              spellCheck={false}
              value={deploy.symbol}
              error={deploy.symbolError}
              disabled={locked}
              onChange={(event) => deploy.setSymbol(event.currentTarget.value)}
            />
          </Stack>
        )}
        <Table withRowBorders={false} verticalSpacing={4} aria-label={copy.title}>
          <Table.Tbody>
            <DetailRow label={copy.owner}>{deploy.eoa ? <ChainAddress chainId={launchpad.chainId} address={deploy.eoa} label={copy.owner} /> : '—'}</DetailRow>
            {!locked && (
              <DetailRow label={copy.fee}>
                <Text size="sm">{deploy.feeText}</Text>
              </DetailRow>
            )}
          </Table.Tbody>
        </Table>
        {failure && (
          <Alert color="red" variant="light" title={copy.failedTitle} role="alert">
            <Text size="sm">{failure}</Text>
            {deploy.failure?.stillPending && (
              <Button size="xs" variant="light" color="red" mt="sm" onClick={() => void deploy.retryFollow()}>
                {copy.retryFollow}
              </Button>
            )}
          </Alert>
        )}
        <DeployProgress deploy={deploy} chainId={launchpad.chainId} />
        {!locked && (
          <Group>
            <Button onClick={() => void deploy.deploy()} disabled={!deploy.canDeploy}>
              {copy.deploy}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
});
