import { memo, type ReactNode } from 'react';
import type { CreatorStatus } from '../../../domain/creator/creator';
import type { LaunchpadStatus } from '../../../domain/launchpad/launchpad';
import { launchpadStatusLabel } from '../copy/launchpad-copy';
import { meCopy } from '../copy/me-copy';
import classes from './status-mark.module.css';

/** The states a launch or a creator profile goes through: each has its own colour and its own shape. */
export type StatusTone = 'draft' | 'review' | 'approved' | 'live' | 'ended' | 'rejected';

const launchpadTone: Record<LaunchpadStatus, StatusTone> = {
  DRAFT: 'draft',
  IN_REVIEW: 'review',
  APPROVED: 'approved',
  LIVE: 'live',
  ENDED: 'ended',
};

const creatorTone: Record<CreatorStatus, StatusTone> = {
  DRAFT: 'draft',
  SUBMITTED: 'review',
  APPROVED: 'approved',
  REJECTED: 'rejected',
};

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round' } as const;
const cutOut = { fill: 'none', stroke: 'var(--status-mark-cut)', strokeWidth: 1.5, strokeLinecap: 'round' } as const;

/**
 * Shapes that say the state without colour: a dashed ring (still being written), a clock (waiting
 * for 심사), a check (승인됨), a play mark (판매 중), a stop square (종료), a cross (반려됨).
 */
const shapes: Record<StatusTone, ReactNode> = {
  draft: <circle cx="6" cy="6" r="4.5" {...stroke} strokeDasharray="2.4 1.8" />,
  review: (
    <>
      <circle cx="6" cy="6" r="4.75" {...stroke} />
      <path d="M6 3.6V6l1.7 1.2" {...stroke} />
    </>
  ),
  approved: (
    <>
      <circle cx="6" cy="6" r="5.5" fill="currentColor" />
      <path d="M3.6 6.1l1.7 1.7 3.2-3.4" {...cutOut} />
    </>
  ),
  live: <path d="M3.2 1.6v8.8L10.4 6z" fill="currentColor" />,
  ended: <rect x="1.75" y="1.75" width="8.5" height="8.5" rx="1.5" fill="currentColor" />,
  rejected: (
    <>
      <circle cx="6" cy="6" r="5.5" fill="currentColor" />
      <path d="M4.1 4.1l3.8 3.8M7.9 4.1L4.1 7.9" {...cutOut} />
    </>
  ),
};

/** A status as a small pill: its mark in the status's colour, then its word (the word alone carries it too). */
export function StatusMark({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span className={classes.mark} data-tone={tone}>
      <svg className={classes.shape} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
        {shapes[tone]}
      </svg>
      {label}
    </span>
  );
}

/**
 * A launchpad's status (작성 중, 심사 중, 승인됨, 판매 중, 종료), the same in the list and the workspace;
 * `label` says it in other words where the list knows more (a 작성 중 launch that is 심사 요청 전).
 */
export const LaunchpadStatusMark = memo(function LaunchpadStatusMark({
  status,
  label,
}: {
  status: LaunchpadStatus;
  label?: string;
}) {
  return <StatusMark tone={launchpadTone[status]} label={label ?? launchpadStatusLabel[status]} />;
});

/** A creator profile's status: the same word has the same mark as a launchpad's (작성 중, 심사 중, 승인됨). */
export function CreatorStatusMark({ status }: { status: CreatorStatus }) {
  return <StatusMark tone={creatorTone[status]} label={meCopy.status[status]} />;
}
