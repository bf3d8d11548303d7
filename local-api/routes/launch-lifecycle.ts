import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { forbidden } from '../http/errors';
import { messages } from '../http/messages';

/**
 * The launch lifecycle (product decisions): 작성 중 changes everything; under 심사 the contract and
 * chain are fixed while metadata, tokens and the auction description may still change; from
 * 승인됨 on the launch is read-only. The screens say so first; this is the guard behind them.
 */
export type LaunchPart = 'contract' | 'content';

export function canChange(status: Launchpad['status'], part: LaunchPart): boolean {
  if (status === 'DRAFT') return true;
  return status === 'IN_REVIEW' && part === 'content';
}

/** 403 with the reason when the launchpad's state does not let `part` change. */
export function requireChangeable(launchpad: Launchpad, part: LaunchPart): void {
  if (canChange(launchpad.status, part)) return;
  throw forbidden(launchpad.status === 'IN_REVIEW' ? messages.lifecycle.contractFixed : messages.lifecycle.readOnly);
}
