import { Alert, Anchor, Badge, Button, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { linkStatusCopy, registrationErrorText, walletCopy, walletErrorGuide } from '../copy/wallet-copy';
import { DataListSkeleton } from '../me/data-list-skeleton';
import { LoadFailed } from '../me/load-failed';
import { formatDate } from '../me/me-format';
import type { SignInSite, WalletPageViewModel } from './wallet-page-view-model';

const { page } = walletCopy;

function Address({ value }: { value: string | null | undefined }) {
  return value ? (
    <Text span ff="monospace" size="sm" className="break-anywhere">
      {value}
    </Text>
  ) : (
    <Text span size="sm" c="dimmed">
      {page.none}
    </Text>
  );
}

const WalletError = observer(function WalletError({ vm }: { vm: WalletPageViewModel }) {
  if (!vm.error) return null;
  const guide = walletErrorGuide(vm.error);
  return (
    <Alert color="red" title={vm.wallet.connected ? page.registerFailed : page.errorTitle} role="alert" withCloseButton onClose={vm.dismissError}>
      <Text size="sm">{guide?.message ?? registrationErrorText(vm.error)}</Text>
      {guide?.link && (
        <Anchor href={guide.link.href} target="_blank" rel="noopener noreferrer" size="sm" fw={600} mt="xs" display="inline-block">
          {guide.link.label}
        </Anchor>
      )}
    </Alert>
  );
});

const Mismatch = observer(function Mismatch({ vm }: { vm: WalletPageViewModel }) {
  return (
    <Alert color="orange" title={page.mismatchTitle}>
      <Stack gap={6}>
        <Text size="sm">
          {page.registered}: <Address value={vm.registered?.address} />
        </Text>
        <Text size="sm">
          {page.connected}: <Address value={vm.wallet.account} />
        </Text>
        <Text size="sm">{page.mismatchHowTo}</Text>
        <Text size="sm" fw={600}>
          {page.mismatchBlocked}
        </Text>
      </Stack>
    </Alert>
  );
});

/** /me/wallet: link status, the registered EOA, the connected wallet, and registration by signature. */
export const WalletPageView = observer(function WalletPageView({ vm, site }: { vm: WalletPageViewModel; site: () => SignInSite }) {
  const { eoa, wallet, linkStatus } = vm;
  const status = linkStatusCopy[linkStatus];
  const mismatch = linkStatus === '계정 불일치';
  return (
    <Stack gap="lg">
      <Title order={2}>{page.title}</Title>
      <Text c="dimmed" size="sm">
        {page.intro}
      </Text>
      <Card withBorder padding="lg">
        {eoa.status === 'error' && !eoa.data ? (
          <LoadFailed onRetry={() => void eoa.refetch()} />
        ) : eoa.status === 'loading' ? (
          <DataListSkeleton rows={3} />
        ) : (
          <Stack gap="md">
            <Group gap="sm">
              <Text fw={600}>{page.linkStatus}</Text>
              <Badge color={status.color} variant="dot" size="lg" aria-label={`${page.linkStatus}: ${linkStatus}`}>
                {linkStatus}
              </Badge>
            </Group>
            <Text size="sm">{status.description}</Text>
            <DataList withDivider labelWidth="120px">
              <DataList.Item>
                <DataList.ItemLabel>{page.registered}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Address value={vm.registered?.address} />
                </DataList.ItemValue>
              </DataList.Item>
              {vm.registered && (
                <DataList.Item>
                  <DataList.ItemLabel>{page.registeredAt}</DataList.ItemLabel>
                  <DataList.ItemValue>{formatDate(vm.registered.registeredAt)}</DataList.ItemValue>
                </DataList.Item>
              )}
              <DataList.Item>
                <DataList.ItemLabel>{page.connected}</DataList.ItemLabel>
                <DataList.ItemValue>{wallet.account ? <Address value={wallet.account} /> : <Text span size="sm" c="dimmed">{page.notConnected}</Text>}</DataList.ItemValue>
              </DataList.Item>
              {wallet.connected && (
                <DataList.Item>
                  <DataList.ItemLabel>{page.network}</DataList.ItemLabel>
                  <DataList.ItemValue>{walletCopy.chainName(wallet.state.chainId)}</DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList>
          </Stack>
        )}
      </Card>
      {mismatch && <Mismatch vm={vm} />}
      <WalletError vm={vm} />
      {eoa.status === 'ready' && (
        <Card withBorder padding="lg">
          {wallet.connected ? (
            <Stack gap="sm" align="flex-start">
              {!mismatch && <Text size="sm">{page.registerHint}</Text>}
              <Button
                onClick={() => void vm.register(site())}
                disabled={!vm.canRegister && vm.busy !== 'register'}
                loading={vm.busy === 'register'}
              >
                {linkStatus === '정상 연결' ? page.reRegister : page.register}
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{page.connectFirst}</Text>
              <Button
                onClick={() => void vm.connect()}
                loading={vm.busy === 'connect' || wallet.state.status === 'connecting' || wallet.state.status === 'reconnecting'}
              >
                {walletCopy.connect}
              </Button>
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
});
