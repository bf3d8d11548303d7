import { Alert, Anchor, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { workspaceCopy } from '../shared/copy/workspace-copy';
import { IntentLink } from '../shared/navigation/intent-link';
import type { WalletLink } from './wallet-link';

const copy = workspaceCopy.walletHint;

/**
 * What the step's wallet lacks, said only when it applies: no wallet registered, or another account
 * connected than the registered one (WalletLink.trouble). The caller leaves it out where it does not
 * apply at all (a launch whose contract cannot change) or where the deploy card says it in place.
 */
export const WalletHint = observer(function WalletHint({ link }: { link: WalletLink }) {
  const trouble = link.trouble;
  if (!trouble) return null;
  const words = trouble === '지갑 없음' ? copy.noEoa : copy.mismatch;
  return (
    <Alert color="yellow" variant="light" title={words.title}>
      <Text size="sm">{copy.body}</Text>
      {trouble === '계정 불일치' && <Text size="sm">{copy.mismatch.howTo}</Text>}
      {/* The alert's own text colour, underlined: the link blue is 4.2:1 on the yellow notice in dark (WCAG AA). */}
      <Anchor component={IntentLink} to="/me/wallet" plain size="sm" fw={600} c="inherit" underline="always">
        {words.link}
      </Anchor>
    </Alert>
  );
});
