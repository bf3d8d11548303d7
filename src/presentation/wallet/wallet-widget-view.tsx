import { Badge, Button, Group, Image, Menu, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { SupportedChain } from '../../domain/chain/chains';
import { walletCopy } from '../copy/wallet-copy';
import type { WalletWidgetViewModel } from './wallet-widget-view-model';

function ChainItem({ chain, current, onPick }: { chain: SupportedChain; current: boolean; onPick: (id: number) => void }) {
  return (
    <Menu.Item
      leftSection={<Image src={chain.icon} alt="" w={18} h={18} />}
      rightSection={
        current ? (
          <Badge size="xs" variant="outline" color="teal">
            {walletCopy.currentChain}
          </Badge>
        ) : chain.testnet ? (
          <Badge size="xs" variant="outline" color="gray">
            {walletCopy.testnetBadge}
          </Badge>
        ) : null
      }
      aria-current={current ? 'true' : undefined}
      onClick={() => onPick(chain.id)}
    >
      {chain.krName}
    </Menu.Item>
  );
}

/** The header's wallet control: 지갑 연결, or the account, its chain and a menu to switch or disconnect. */
export const WalletWidgetView = observer(function WalletWidgetView({ vm }: { vm: WalletWidgetViewModel }) {
  const { status, shortAccount, currentChain } = vm;
  if (status !== 'connected' || !shortAccount) {
    const waiting = status === 'connecting' || status === 'reconnecting' || vm.busy === 'connect';
    return (
      <Button size="sm" variant="filled" loading={waiting} loaderProps={{ type: 'dots' }} onClick={() => void vm.connect()}>
        {walletCopy.connect}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          size="sm"
          variant="default"
          loading={vm.busy !== null}
          leftSection={currentChain ? <Image src={currentChain.icon} alt="" w={18} h={18} /> : null}
        >
          <Group gap={6} wrap="nowrap">
            <Text span size="sm" ff="monospace">
              {shortAccount}
            </Text>
            <Text span size="sm" c="dimmed" visibleFrom="sm">
              {vm.chainLabel}
            </Text>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{walletCopy.mainnets}</Menu.Label>
        {vm.mainnets.map((chain) => (
          <ChainItem key={chain.id} chain={chain} current={chain.id === currentChain?.id} onPick={(id) => void vm.switchChain(id)} />
        ))}
        <Menu.Label>{walletCopy.testnets}</Menu.Label>
        {vm.testnets.map((chain) => (
          <ChainItem key={chain.id} chain={chain} current={chain.id === currentChain?.id} onPick={(id) => void vm.switchChain(id)} />
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void vm.disconnect()}>
          {walletCopy.disconnect}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});
