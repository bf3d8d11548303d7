import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CopyButton,
  DataList,
  Group,
  Modal,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { chainLabel, findChainById } from '../../domain/chain/chains';
import { registrationErrorText, shownLinkStatus, walletCopy, walletErrorGuide } from '../shared/copy/wallet-copy';
import { DataListSkeleton } from '../shared/skeletons/data-list-skeleton';
import { LoadFailed } from '../shared/states/load-failed';
import { formatDate } from '../shared/format/korean-format';
import type { SignInSite, WalletPageViewModel } from './wallet-page-view-model';

const { page } = walletCopy;

/** An address as people read it (checksummed), with copy and, on a known chain, its explorer page. */
function Address({
  value,
  what,
  chainId,
}: {
  value: string | null | undefined;
  what?: string;
  chainId?: number | null;
}) {
  const explorer = chainId == null ? undefined : findChainById(chainId)?.explorerUrl;
  return value ? (
    <Group gap={6} wrap="wrap" align="center" component="span">
      <Text span ff="monospace" size="sm" className="break-anywhere">
        {value}
      </Text>
      {what && (
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={page.copied} opened={copied} withArrow>
              <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={page.copy(what)}>
                {page.copyShort}
              </Button>
            </Tooltip>
          )}
        </CopyButton>
      )}
      {what && explorer && (
        <Anchor
          href={`${explorer}/address/${value}`}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          aria-label={page.explorer(what)}
        >
          {page.explorerShort}
        </Anchor>
      )}
    </Group>
  ) : (
    <Text span size="sm" c="dimmed">
      {page.none}
    </Text>
  );
}

/** No MetaMask: said on arrival (no need to press 지갑 연결 first), with where to install it. */
const InstallCard = observer(function InstallCard({ vm }: { vm: WalletPageViewModel }) {
  if (!vm.missing || vm.wallet.connected) return null;
  const guide = walletErrorGuide(vm.missing);
  return (
    <Alert color="yellow" title={page.installTitle}>
      <Text size="sm">{guide?.message}</Text>
      {guide?.link && (
        <Button component="a" href={guide.link.href} target="_blank" rel="noopener noreferrer" size="xs" mt="sm">
          {guide.link.label}
        </Button>
      )}
    </Alert>
  );
});

/** Connected to a chain the product does not support: a warning with the way back. */
const UnsupportedNetwork = observer(function UnsupportedNetwork({ vm }: { vm: WalletPageViewModel }) {
  if (!vm.unsupportedNetwork) return null;
  return (
    <Alert color="orange" title={page.unsupportedTitle}>
      <Text size="sm">{page.unsupportedBody(vm.wallet.state.chainId)}</Text>
      <Button size="xs" mt="sm" onClick={() => void vm.switchNetwork()} loading={vm.busy === 'switch'}>
        {page.switchTo(chainLabel(vm.switchTarget))}
      </Button>
    </Alert>
  );
});

const WalletError = observer(function WalletError({ vm }: { vm: WalletPageViewModel }) {
  // Shown even when the install card says it too: a 지갑 연결 that answered nothing would be a dead end.
  if (!vm.error) return null;
  const guide = walletErrorGuide(vm.error);
  return (
    <Alert
      color="red"
      title={vm.wallet.connected ? page.registerFailed : page.errorTitle}
      role="alert"
      withCloseButton
      onClose={vm.dismissError}
    >
      <Text size="sm">{guide?.message ?? registrationErrorText(vm.error)}</Text>
      {guide?.link && (
        <Anchor
          href={guide.link.href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
          mt="xs"
          display="inline-block"
        >
          {guide.link.label}
        </Anchor>
      )}
    </Alert>
  );
});

/** 등록된 지갑을 바꾸시겠습니까?: both addresses side by side before the new signature is asked for. */
const ReplaceQuestion = observer(function ReplaceQuestion({
  vm,
  site,
}: {
  vm: WalletPageViewModel;
  site: () => SignInSite;
}) {
  return (
    <Modal opened={vm.replaceAsked} onClose={vm.cancelReplace} title={page.replaceTitle} centered>
      <Stack gap="sm">
        <Text size="sm">
          {page.replaceOld}: <Address value={vm.registered?.address} />
        </Text>
        <Text size="sm">
          {page.replaceNew}: <Address value={vm.wallet.account} />
        </Text>
        <Text size="sm" c="dimmed">
          {page.replaceBody}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={vm.cancelReplace} data-autofocus>
          {page.replaceCancel}
        </Button>
        <Button onClick={() => void vm.confirmReplace(site())}>{page.replaceConfirm}</Button>
      </Group>
    </Modal>
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
        <Text size="sm">{page.replaceHint}</Text>
        <Button
          size="xs"
          variant="filled"
          onClick={vm.askReplace}
          disabled={!vm.canReplace}
          loading={vm.busy === 'register'}
          style={{ alignSelf: 'flex-start' }}
        >
          {page.replace}
        </Button>
      </Stack>
    </Alert>
  );
});

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
