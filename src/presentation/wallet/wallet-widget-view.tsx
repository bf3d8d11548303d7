import { Badge, Button, Group, Menu, Popover, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { chainLabel, type SupportedChain } from '../../domain/chain/chains';
import { walletCopy, walletErrorGuide } from '../shared/copy/wallet-copy';
import { ChainMark } from '../shared/images/chain-mark';
import { WalletSlotPlaceholder } from '../shared/layout/wallet-slot';
import type { WalletWidgetViewModel } from './wallet-widget-view-model';

// WCAG AA (axe, menu open): Mantine's outline teal/gray and red item text are 3.3–3.9:1 on white at these sizes.
const currentBadgeStyle = {
  root: { color: 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))', borderColor: 'currentColor' },
};
const disconnectStyle = { itemLabel: { color: 'light-dark(var(--mantine-color-red-8), var(--mantine-color-red-4))' } };

function ChainItem({
  chain,
  current,
  onPick,
}: {
  chain: SupportedChain;
  current: boolean;
  onPick: (id: number) => void;
}) {
  return (
    <Menu.Item
      leftSection={<ChainMark chain={chain} />}
      rightSection={
        current ? (
          <Badge size="xs" variant="outline" color="teal" styles={currentBadgeStyle}>
            {walletCopy.currentChain}
          </Badge>
        ) : null
      }
      aria-current={current ? 'true' : undefined}
      onClick={() => onPick(chain.id)}
    >
      {chainLabel(chain)}
    </Menu.Item>
  );
}

/** The header's wallet control: 지갑 연결, or the account, its chain and a menu to switch or disconnect. */
export const WalletWidgetView = observer(function WalletWidgetView({ vm }: { vm: WalletWidgetViewModel }) {
  const { status, shortAccount, currentChain } = vm;
  // The silent reconnect on load keeps the slot's quiet shape: the creator did nothing to wait for.
  if (status === 'reconnecting') return <WalletSlotPlaceholder label={walletCopy.reconnecting} />;
  if (status !== 'connected' && vm.missing) {
    // Without MetaMask, 지갑 연결 opens how to install it: a button that did nothing would be a dead end.
    const guide = walletErrorGuide(vm.missing);
    return (
      <Popover position="bottom-end" width={300} shadow="md" withArrow>
        <Popover.Target>
          <Button size="sm" variant="default">
            {walletCopy.connect}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm">{guide?.message}</Text>
          {guide?.link && (
            <Button component="a" href={guide.link.href} target="_blank" rel="noopener noreferrer" size="xs" mt="sm">
              {guide.link.label}
            </Button>
          )}
        </Popover.Dropdown>
      </Popover>
    );
  }
  if (status !== 'connected' || !shortAccount) {
    const waiting = status === 'connecting' || vm.busy === 'connect';
    return (
      // Outlined: the header's control is never the screen's primary action.
      <Button size="sm" variant="default" disabled={waiting} onClick={() => void vm.connect()}>
        {waiting ? walletCopy.connecting : walletCopy.connect}
      </Button>
    );
  }
  return (
    // No focus placeholder: Mantine's role="presentation" tabindex div is not a valid child of role="menu" (axe
    // aria-required-children); opening then focuses the first chain, as the ARIA menu-button pattern has it.
    <Menu position="bottom-end" width={260} shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          size="sm"
          variant="default"
          loading={vm.busy !== null}
          maw="100%"
          styles={{ label: { minWidth: 0 } }}
          leftSection={currentChain ? <ChainMark chain={currentChain} /> : null}
        >
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text span size="sm" ff="monospace">
              {shortAccount}
            </Text>
            <Text span size="sm" c="dimmed" visibleFrom="sm" truncate="end" title={vm.chainLabel}>
              {vm.chainLabel}
            </Text>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{walletCopy.mainnets}</Menu.Label>
        {vm.mainnets.map((chain) => (
          <ChainItem
            key={chain.id}
            chain={chain}
            current={chain.id === currentChain?.id}
            onPick={(id) => void vm.switchChain(id)}
          />
        ))}
        <Menu.Label>{walletCopy.testnets}</Menu.Label>
        {vm.testnets.map((chain) => (
          <ChainItem
            key={chain.id}
            chain={chain}
            current={chain.id === currentChain?.id}
            onPick={(id) => void vm.switchChain(id)}
          />
        ))}
        <Menu.Divider />
        <Menu.Item color="red" styles={disconnectStyle} onClick={() => void vm.disconnect()}>
          {walletCopy.disconnect}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});
