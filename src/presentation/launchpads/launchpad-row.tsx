import { memo } from 'react';
import { chainKrName, findChainById, type SupportedChain } from '../../domain/chain/chains';
import type { Launchpad } from '../../domain/launchpad/launchpad';
import { collectionTypeLabel, launchpadCopy, launchpadStanding } from '../shared/copy/launchpad-copy';
import { toChecksumAddress } from '../shared/format/checksum-address';
import { ChainMark } from '../shared/images/chain-mark';
import { LaunchpadStatusMark } from '../shared/status/status-mark';
import { formatDate, formatDateRange } from '../shared/format/korean-format';
import classes from './launchpad-list.module.css';

/** What a row shows, worked out once per launchpad (not on every render or scroll). */
interface RowView {
  metadataPath: string;
  auctionPath: string;
  kind: string;
  chainName: string;
  chain: SupportedChain | undefined;
  address: { full: string; short: string; explorer: string | null } | null;
  schedule: string;
  created: string;
  /** Where the launch stands in words (작성 중 · 2단계 남음, 심사 요청 전, 심사 중 …). */
  standing: { label: string; detail: string | null };
}

// Keyed by the launchpad object: the cache replaces an object when the launchpad changes.
const views = new WeakMap<Launchpad, RowView>();

function viewOf(launchpad: Launchpad): RowView {
  const cached = views.get(launchpad);
  if (cached) return cached;
  const chain = findChainById(launchpad.chainId);
  const kind = launchpad.collectionType === 'SINGLE' ? 'single' : 'multi';
  const full = launchpad.contractAddress ? toChecksumAddress(launchpad.contractAddress) : null;
  const view: RowView = {
    metadataPath: `/launchpads/${launchpad.id}/collection-metadata/${kind}`,
    auctionPath: `/launchpads/${launchpad.id}/auction-description`,
    kind: collectionTypeLabel[launchpad.collectionType],
    chainName: chainKrName(launchpad.chainId, launchpad.chain),
    chain,
    address:
      full === null
        ? null
        : {
            full,
            short: `${full.slice(0, 6)}…${full.slice(-4)}`,
            explorer: chain ? `${chain.explorerUrl}/address/${full}` : null,
          },
    schedule:
      launchpad.startAt && launchpad.endAt
        ? formatDateRange(launchpad.startAt, launchpad.endAt)
        : launchpadCopy.noSchedule,
    created: launchpadCopy.created(formatDate(launchpad.createdAt)),
    standing: launchpadStanding(launchpad),
  };
  views.set(launchpad, view);
  return view;
}

const CopyIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="14"
    height="14"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </svg>
);

const ExplorerIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="14"
    height="14"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

/**
 * One launchpad: its name (opening its collection metadata) and type, chain, contract (copy and
 * explorer), where it stands (its status, and for a 작성 중 one how many steps are left), dates, and
 * links to its work. Plain elements styled by the list's CSS module:
 * a row is built while scrolling, so it must be cheap. Route links are plain anchors marked
 * `data-route`; the list handles their clicks and intent in one place.
 */
export const LaunchpadRow = memo(function LaunchpadRow({ launchpad }: { launchpad: Launchpad }) {
  const view = viewOf(launchpad);
  return (
    <div className={classes.row}>
      <div className={classes.name}>
        <a href={view.metadataPath} data-route="" className={classes.title} title={launchpad.name}>
          {launchpad.name}
        </a>
        <span className={classes.kind}>{view.kind}</span>
      </div>
      <div className={classes.chain}>
        {view.chain && <ChainMark chain={view.chain} />}
        {/* Two lines between words, not an ellipsis: test chains differ only at the end of their names. */}
        <span className={classes.chainName}>{view.chainName}</span>
      </div>
      {view.address ? (
        <div className={classes.contract}>
          <span className={classes.address} title={view.address.full}>
            {view.address.short}
          </span>
          <button
            type="button"
            className={classes.icon}
            data-copy={view.address.full}
            aria-label={launchpadCopy.copyAddress(launchpad.name)}
            title={launchpadCopy.copyAddress(launchpad.name)}
          >
            <CopyIcon />
          </button>
          {view.address.explorer && (
            <a
              className={classes.icon}
              href={view.address.explorer}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={launchpadCopy.openExplorer(launchpad.name)}
              title={launchpadCopy.openExplorer(launchpad.name)}
            >
              <ExplorerIcon />
            </a>
          )}
        </div>
      ) : (
        <span className={`${classes.contract} ${classes.dimmed}`}>{launchpadCopy.noContract}</span>
      )}
      <div className={classes.status}>
        <LaunchpadStatusMark status={launchpad.status} label={view.standing.label} />
        {view.standing.detail && (
          <span className={classes.standing}>
            {/* Read as one phrase, 작성 중 · 2단계 남음; shown as a second line. */}
            <span className={classes.separator}> · </span>
            {view.standing.detail}
          </span>
        )}
      </div>
      <div className={classes.dates}>
        <span>{view.schedule}</span>
        <span className={classes.kind}>{view.created}</span>
      </div>
      <div className={classes.work}>
        <a href={view.metadataPath} data-route="" aria-label={`${launchpad.name} ${launchpadCopy.metadata}`}>
          {launchpadCopy.metadata}
        </a>
        <a href={view.auctionPath} data-route="" aria-label={`${launchpad.name} ${launchpadCopy.auction}`}>
          {launchpadCopy.auction}
        </a>
      </div>
    </div>
  );
});
