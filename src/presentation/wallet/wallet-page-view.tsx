import { Badge, Button, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { shownLinkStatus, walletCopy } from '../shared/copy/wallet-copy';
import { DataListSkeleton } from '../shared/skeletons/data-list-skeleton';
import { LoadFailed } from '../shared/states/load-failed';
import { formatDate } from '../shared/format/korean-format';
import { Address } from './wallet-address';
import { InstallCard, Mismatch, UnsupportedNetwork, WalletError } from './wallet-page-alerts';
import type { SignInSite, WalletPageViewModel } from './wallet-page-view-model';
import { ReplaceQuestion } from './wallet-replace-question';

const { page } = walletCopy;

/** /me/wallet: link status, the registered EOA, the connected wallet, and registration by signature. */
export const WalletPageView = observer(function WalletPageView({
  vm,
  site,
}: {
  vm: WalletPageViewModel;
  site: () => SignInSite;
}) {
  const { eoa, wallet, linkStatus } = vm;
  const status = shownLinkStatus(linkStatus, wallet.connected);
  const mismatch = linkStatus === '계정 불일치';
  // 정상 연결 on a chain the product does not support is no all-clear: the badge says so, as the page does.
  const statusColor = vm.unsupportedNetwork ? 'orange' : status.color;
  const statusLabel = vm.unsupportedNetwork ? page.unsupportedChip : status.label;
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
              <Badge color={statusColor} variant="dot" size="lg" aria-label={`${page.linkStatus}: ${statusLabel}`}>
                {statusLabel}
              </Badge>
            </Group>
            <Text size="sm">
              {vm.unsupportedNetwork ? page.unsupportedBody(wallet.state.chainId) : status.description}
            </Text>
            <DataList withDivider labelWidth="120px">
              <DataList.Item>
                <DataList.ItemLabel>{page.registered}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <Address value={vm.registered?.address} what={page.registered} chainId={vm.registered?.chainId} />
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
                <DataList.ItemValue>
                  {wallet.account ? (
                    <Address value={wallet.account} what={page.connected} chainId={wallet.state.chainId} />
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {page.notConnected}
                    </Text>
                  )}
                </DataList.ItemValue>
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
      <UnsupportedNetwork vm={vm} />
      <InstallCard vm={vm} />
      <WalletError vm={vm} />
      <ReplaceQuestion vm={vm} site={site} />
      {eoa.status === 'ready' && (
        <Card withBorder padding="lg">
          {wallet.connected ? (
            <Stack gap="sm" align="flex-start">
              {!mismatch && (
                <Text size="sm">{linkStatus === '정상 연결' ? page.reRegisterHint : page.registerHint}</Text>
              )}
              <Button
                // Already 정상 연결: registering again is a side path, not the page's next step.
                variant={linkStatus === '정상 연결' ? 'default' : 'filled'}
                onClick={() => void vm.register(site())}
                disabled={!vm.canRegister && vm.busy !== 'register'}
                loading={vm.busy === 'register'}
              >
                {linkStatus === '정상 연결' ? page.reRegister : page.register}
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{vm.registered ? page.connectRegistered : page.connectFirst}</Text>
              <Button
                // Without MetaMask, installing it (the notice above) is the page's one filled action.
                variant={vm.missing ? 'default' : 'filled'}
                onClick={() => void vm.connect()}
                loading={
                  vm.busy === 'connect' ||
                  wallet.state.status === 'connecting' ||
                  wallet.state.status === 'reconnecting'
                }
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
