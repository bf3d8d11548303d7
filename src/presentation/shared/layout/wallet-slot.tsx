import { Box, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The header's wallet place, its width fixed before the wallet code loads or reconnects, so the
 * theme choice beside it never moves: the widget fits itself inside. From lg on, the longest chain name
 * (이더리움 세폴리아 (테스트넷)) fits whole beside the account; narrower, it truncates with its title.
 */
export function WalletSlot({ children }: { children: ReactNode }) {
  return (
    <Box w={{ base: 164, sm: 260, lg: 360 }} style={{ display: 'flex', justifyContent: 'flex-end', minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** What the slot shows until the wallet is known: a quiet button-sized shape, no dots. */
export function WalletSlotPlaceholder({ label }: { label?: string }) {
  return <Skeleton height={36} width={96} radius="md" aria-label={label} role={label ? 'status' : undefined} />;
}
