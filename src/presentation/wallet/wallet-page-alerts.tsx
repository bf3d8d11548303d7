import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { chainLabel } from '../../domain/chain/chains';
import { registrationErrorText, walletCopy, walletErrorGuide } from '../shared/copy/wallet-copy';
import { Address } from './wallet-address';
import type { WalletPageViewModel } from './wallet-page-view-model';

/* The wallet page's alerts: what stands between the creator and a registered wallet, and the way on. */

const { page } = walletCopy;

/** No MetaMask: said on arrival (no need to press 지갑 연결 first), with where to install it. */
export const InstallCard = observer(function InstallCard({ vm }: { vm: WalletPageViewModel }) {
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
export const UnsupportedNetwork = observer(function UnsupportedNetwork({ vm }: { vm: WalletPageViewModel }) {
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

export const WalletError = observer(function WalletError({ vm }: { vm: WalletPageViewModel }) {
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

export const Mismatch = observer(function Mismatch({ vm }: { vm: WalletPageViewModel }) {
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
