import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { walletCopy } from '../shared/copy/wallet-copy';
import { Address } from './wallet-address';
import type { SignInSite, WalletPageViewModel } from './wallet-page-view-model';

const { page } = walletCopy;

/** 등록된 지갑을 바꾸시겠습니까?: both addresses side by side before the new signature is asked for. */
export const ReplaceQuestion = observer(function ReplaceQuestion({
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
