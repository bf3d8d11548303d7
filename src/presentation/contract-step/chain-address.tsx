import { Anchor, Group, Text } from '@mantine/core';
import { findChainById } from '../../domain/chain/chains';
import { contractCopy } from '../shared/copy/workspace-copy';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * An address in full (it is what the creator compares), with a link to the chain's explorer whose
 * name says which address it opens (`label`), since one card can hold several.
 */
export function ChainAddress({
  chainId,
  address,
  label,
  kind = 'address',
}: {
  chainId: number;
  address: string;
  label: string;
  kind?: 'address' | 'tx';
}) {
  const chain = findChainById(chainId);
  const host = chain ? new URL(chain.explorerUrl).host : null;
  return (
    <Group gap="xs" wrap="wrap" align="baseline">
      <Text component="span" size="sm" ff="monospace" style={wrapAnywhere}>
        {address}
      </Text>
      {chain && host && (
        <Anchor
          size="xs"
          href={`${chain.explorerUrl}/${kind}/${address}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${label} ${contractCopy.deployment.explorer(host)}`}
        >
          {contractCopy.deployment.explorer(host)}
        </Anchor>
      )}
    </Group>
  );
}
