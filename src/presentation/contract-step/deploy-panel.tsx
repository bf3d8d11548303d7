import { Alert, Button, CloseButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { deployCopy } from '../shared/copy/deploy-copy';
import { ChainAddress } from './chain-address';
import { DeployConflict } from './deploy-conflict';
import { DeployProgress } from './deploy-progress';
import type { DeployViewModel } from './deploy-view-model';
import { DetailRow } from './detail-row';
import { RegisterWalletAlert, RetryAlert, StepPanel } from './step-panel';

const copy = deployCopy;

/** Why deploying is not possible with the wallet as it is, and the way out (as for every signature). */
const WalletGate = observer(function WalletGate({ deploy }: { deploy: DeployViewModel }) {
  switch (deploy.linkStatus) {
    case '정상 연결':
      return null;
    case '지갑 없음':
      return <RegisterWalletAlert title={copy.noEoa} link={copy.registerWallet} />;
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
export const DeployPanel = observer(function DeployPanel({
  deploy,
  launchpad,
}: {
  deploy: DeployViewModel;
  launchpad: Launchpad;
}) {
  if (!deploy.open) return null;
  const locked = deploy.progress.running || deploy.progress.phase !== null || deploy.progress.deployed !== null;
  const failure = deploy.failureText;
  const retryFollow = deploy.progress.failure?.stillPending
    ? { label: copy.retryFollow, onClick: () => void deploy.retryFollow() }
    : undefined;
  const close = deploy.progress.running ? null : <CloseButton aria-label={copy.close} onClick={deploy.close} />;
  return (
    <StepPanel id="deploy-title" title={copy.title} card gap="md" aside={close}>
      <Text size="sm" c="dimmed">
        {copy.intro(launchpad.collectionType, deploy.chainName)}
      </Text>
      {!deploy.progress.deployed && <WalletGate deploy={deploy} />}
      {!deploy.progress.deployed && (
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
          <DetailRow label={copy.owner}>
            {deploy.eoa ? <ChainAddress chainId={launchpad.chainId} address={deploy.eoa} label={copy.owner} /> : '—'}
          </DetailRow>
          {!locked && (
            <DetailRow label={copy.fee}>
              <Text size="sm">{deploy.feeText}</Text>
            </DetailRow>
          )}
        </Table.Tbody>
      </Table>
      {deploy.progress.failure?.reason === 'conflict' ? (
        <DeployConflict deploy={deploy} />
      ) : (
        failure && <RetryAlert title={copy.failedTitle} text={failure} retry={retryFollow} />
      )}
      <DeployProgress deploy={deploy} chainId={launchpad.chainId} />
      {!locked && (
        <Group>
          <Button onClick={() => void deploy.deploy()} disabled={!deploy.canDeploy}>
            {copy.deploy}
          </Button>
        </Group>
      )}
    </StepPanel>
  );
});
