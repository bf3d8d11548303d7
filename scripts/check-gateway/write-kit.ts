import { randomBytes } from 'node:crypto';
import type { EndpointName } from '../../contract/creators-api';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import { toChecksumAddress } from '../../src/domain/validation/keccak256';
import type { Findings } from './findings';
import { endpointLabel, type Answer, type CallInput, type GatewayClient } from './gateway-client';
import { checkAnswer, checkErrorBody } from './shape-check';

/** What the write rules share as they go, in the order a creator works. */
export interface WriteContext {
  client: GatewayClient;
  findings: Findings;
  /** The check's own launchpads: A (single edition) is worked through its steps; B (multi) holds a second contract. */
  a?: Launchpad;
  b?: Launchpad;
  /** The contract kept for A, in checksum form. */
  addressA?: string;
  /** A creator profile of the account (the precondition rule submits it). */
  creatorId?: number;
  /** A launchpad of the account from 승인됨 on, found by the reads (its lock is checked, never changed). */
  approved?: Launchpad;
  pendingToken?: string;
}

export const SEPOLIA = { chain: 'ETHEREUM', chainId: 11155111 } as const;
export const emptyLinks = { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' };

/** A fresh address that no launchpad holds, in lower case (no checksum claimed). */
export function freshAddress(): string {
  for (;;) {
    const address = `0x${randomBytes(20).toString('hex')}`;
    // Two letters at least, so the checksum form is mixed case and one flipped letter breaks it.
    if ((toChecksumAddress(address).match(/[a-fA-F]/g) ?? []).length >= 2) return address;
  }
}

/** The checksum form with one letter's case flipped: a mixed-case address whose EIP-55 checksum is wrong. */
export function wrongChecksum(address: string): string {
  const good = toChecksumAddress(address);
  const at = good.slice(2).search(/[a-fA-F]/) + 2;
  const letter = good.charAt(at);
  const flipped = letter === letter.toUpperCase() ? letter.toLowerCase() : letter.toUpperCase();
  return good.slice(0, at) + flipped + good.slice(at + 1);
}

const describe = (answer: Answer | null): string => {
  if (!answer) return 'no answer';
  const error = answer.body as { code?: unknown; field?: unknown } | undefined;
  const at = typeof error?.field === 'string' ? ` at ${error.field}` : '';
  return answer.status >= 300 && typeof error?.code === 'string'
    ? `${answer.status} ${error.code}${at}`
    : `${answer.status}`;
};

/**
 * Calls a write the rule expects to succeed: its answer is validated and returned; anything else is
 * a mismatch of the rule.
 */
export async function expectAccepted<N extends EndpointName>(
  ctx: WriteContext,
  rule: string,
  name: N,
  input: CallInput,
) {
  const answer = await ctx.client.call(name, input);
  const ok = !!answer && answer.status >= 200 && answer.status < 300;
  if (answer && ok) {
    const body = checkAnswer(ctx.findings, name, answer, 'write');
    ctx.findings.rule('write', rule, true, `${endpointLabel(name)} accepted`, describe(answer));
    return body;
  }
  ctx.findings.rule('write', rule, false, `${endpointLabel(name)} accepted (2xx)`, describe(answer));
  if (answer) checkErrorBody(ctx.findings, endpointLabel(name), answer, 'write');
  return undefined;
}

/**
 * Calls a write the rule expects to be refused with `status` at `field`: one finding for the rule
 * (held or not), and one more only when the refusal is not in the error shape.
 */
export async function expectRefused(
  ctx: WriteContext,
  rule: string,
  name: EndpointName,
  input: CallInput,
  status: number,
  field?: string,
): Promise<Answer | null> {
  const answer = await ctx.client.call(name, input);
  const expected = `${endpointLabel(name)}: ${status}${field ? ` at ${field}` : ''}`;
  const error =
    answer && answer.status === status ? checkErrorBody(ctx.findings, endpointLabel(name), answer, 'write') : undefined;
  // The status is the rule; a body in another shape is reported apart (checkErrorBody), not twice.
  const held = !!answer && answer.status === status && (!field || !error || error.field === field);
  ctx.findings.rule('write', rule, held, expected, describe(answer));
  return answer;
}

const launchpadName = (which: string) => `[게이트웨이 점검] ${new Date().toISOString()} ${which}`;

/** Creates one of the check's launchpads, named as a check, and notes it as left behind. */
export async function createLaunchpad(
  ctx: WriteContext,
  which: 'A' | 'B',
  collectionType: 'SINGLE' | 'MULTI',
): Promise<Launchpad | undefined> {
  const body = { name: launchpadName(which), ...SEPOLIA, collectionType };
  const created = await expectAccepted(ctx, `a creator creates launchpad ${which}`, 'createLaunchpad', { body });
  if (created) ctx.findings.left.push(`launchpad ${created.id} "${created.name}"`);
  return created;
}

/** Launchpad B (multi edition), made the first time a rule needs it. */
export async function ensureLaunchpadB(ctx: WriteContext): Promise<void> {
  ctx.b ??= await createLaunchpad(ctx, 'B', 'MULTI');
}
