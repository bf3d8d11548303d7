import type { LaunchpadStatus } from './launchpad';

/**
 * The launch lifecycle (product decisions): 작성 중 changes everything; under 심사 the contract and
 * chain are fixed while metadata, tokens and the auction description may still change; from 승인됨
 * on the launch is read-only. The screens and the API read the same rule.
 */
export type LaunchPart = 'contract' | 'content';

export function canChangeLaunch(status: LaunchpadStatus, part: LaunchPart): boolean {
  if (status === 'DRAFT') return true;
  return status === 'IN_REVIEW' && part === 'content';
}
