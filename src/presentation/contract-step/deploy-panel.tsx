import { Alert, Button, CloseButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { deployCopy } from '../shared/copy/deploy-copy';
import { ChainAddress } from './chain-address';
import { DeployConflict } from './deploy-conflict';
import { DeployProgress } from './deploy-progress';
import type { DeployViewModel } from './deploy-view-model';
import type { WalletLink } from './wallet-link';
import { DetailRow } from './detail-row';
import { RegisterWalletAlert, RetryAlert, StepPanel } from './step-panel';

const copy = deployCopy;

/** Why deploying is not possible with the wallet as it is, and the way out (as for every signature). */
const WalletGate = observer(function WalletGate({ link }: { link: WalletLink }) {
  switch (link.status) {
    case '정상 연결':
      return null;
    case '지갑 없음':
      return <RegisterWalletAlert title={copy.noEoa} link={copy.registerWallet} />;
    case '등록만 됨':
      return (
        <Alert color="yellow" variant="light" title={copy.notConnected}>
          <Stack gap="xs" align="flex-start">
            <Button size="xs" onClick={() => void link.connect()}>
              {copy.connect}
            </Button>
            {link.connectError && (
              <Text size="sm" role="alert">
                {link.connectError}
              </Text>
            )}
          </Stack>
        </Alert>
      );
    case '계정 불일치':
      // The registered wallet's address is the card's 소유자 row, right below: not said twice.
      return (
        <Alert color="orange" variant="light" title={copy.mismatchTitle}>
          <Text size="sm">{copy.mismatchHowTo}</Text>
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
  const close = deploy.progress.running ? null : (
    <CloseButton aria-label={copy.close} onClick={() => deploy.setOpen(false)} />
  );
  const { form } = deploy;
  const deployed = deploy.progress.deployed !== null;
  return (
    <StepPanel id="deploy-title" title={copy.title} card gap="md" aside={close}>
      <Text size="sm" c="dimmed">
        {copy.intro(launchpad.collectionType, deploy.chainName)}
      </Text>
      {!deployed && <WalletGate link={deploy.link} />}
      {!deployed && (
        <Stack gap="sm" maw={480}>
          <TextInput
            label={copy.name}
            description={copy.nameHint}
            withAsterisk
            value={form.name}
            error={form.nameError}
            disabled={locked}
            onChange={(event) => form.setName(event.currentTarget.value)}
          />
          <TextInput
            label={copy.symbol}
            description={copy.symbolHint}
            withAsterisk
            autoComplete="off"
            spellCheck={false}
            value={form.symbol}
            error={form.symbolError}
            disabled={locked}
            onChange={(event) => form.setSymbol(event.currentTarget.value)}
          />
        </Stack>
      )}
      {/* Once deployed, the contract and its owner are the saved contract's block below (each address once). */}
      {!deployed && (
        <Table withRowBorders={false} verticalSpacing={4} aria-label={copy.title}>
          <Table.Tbody>
            <DetailRow label={copy.owner}>
              {deploy.link.eoa ? (
                <ChainAddress chainId={launchpad.chainId} address={deploy.link.eoa} label={copy.owner} />
              ) : (
                '—'
              )}
            </DetailRow>
            {!locked && (
              <DetailRow label={copy.fee}>
                <Text size="sm">{deploy.feeText}</Text>
              </DetailRow>
            )}
          </Table.Tbody>
        </Table>
      )}
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
