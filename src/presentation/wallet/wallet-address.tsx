import { Anchor, Button, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { findChainById } from '../../domain/chain/chains';
import { walletCopy } from '../shared/copy/wallet-copy';

const { page } = walletCopy;

/** An address as people read it (checksummed), with copy and, on a known chain, its explorer page. */
export function Address({
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
