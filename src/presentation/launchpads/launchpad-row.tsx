import { Anchor, Badge, Group, Image, Text } from '@mantine/core';
import { chainKrName, findChainById } from '../../domain/chain/chains';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { collectionTypeLabel, launchpadCopy, launchpadStatusLabel } from '../copy/launchpad-copy';
import { formatDate } from '../me/me-format';
import { IntentLink } from '../routes/intent-link';
import classes from './launchpad-list.module.css';

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** One launchpad: name and type, chain, contract, status, dates, and links to its work. */
export function LaunchpadRow({ launchpad }: { launchpad: Launchpad }) {
  const chain = findChainById(launchpad.chainId);
  const status = launchpadStatusLabel[launchpad.status];
  const kind = launchpad.collectionType === 'SINGLE' ? 'single' : 'multi';
  const schedule =
    launchpad.startAt && launchpad.endAt
      ? `${formatDate(launchpad.startAt)} ~ ${formatDate(launchpad.endAt)}`
      : launchpadCopy.noSchedule;
  return (
    <div className={classes.row}>
      <div className={classes.name}>
        <Text fw={600} truncate="end">
          {launchpad.name}
        </Text>
        <Text size="xs" c="dimmed">
          {collectionTypeLabel[launchpad.collectionType]}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" className={classes.chain}>
        {chain && <Image src={chain.icon} alt="" w={18} h={18} />}
        {/* Two lines between words, not an ellipsis: test chains differ only at the end of their names. */}
        <Text size="sm" lineClamp={2} style={{ wordBreak: 'keep-all' }}>
          {chainKrName(launchpad.chainId, launchpad.chain)}
        </Text>
      </Group>
      {launchpad.contractAddress ? (
        <Text size="sm" ff="monospace" className={classes.contract} title={launchpad.contractAddress}>
          {shortAddress(launchpad.contractAddress)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" className={classes.contract}>
          {launchpadCopy.noContract}
        </Text>
      )}
      <div className={classes.status}>
        <Badge variant="dot" color={status.color}>
          {status.label}
        </Badge>
      </div>
      <div className={classes.dates}>
        <Text size="sm">{schedule}</Text>
        <Text size="xs" c="dimmed">
          {launchpadCopy.created(formatDate(launchpad.createdAt))}
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap" className={classes.work}>
        <Anchor component={IntentLink} to={`/launchpads/${launchpad.id}/collection-metadata/${kind}`} size="sm" aria-label={`${launchpad.name} ${launchpadCopy.metadata}`}>
          {launchpadCopy.metadata}
        </Anchor>
        <Anchor component={IntentLink} to={`/launchpads/${launchpad.id}/auction-description`} size="sm" aria-label={`${launchpad.name} ${launchpadCopy.auction}`}>
          {launchpadCopy.auction}
        </Anchor>
      </Group>
    </div>
  );
}
