import * as v from 'valibot';
import { supportedChainIdSchema } from '../chain/chain-id';
import type { SupportedChain } from '../chain/chains';
import { boundedInteger, idSchema, nullableTimestampSchema, timestampSchema } from '../validation/common';
import { CONTRACT_NAME_MAX, tokenStandardSchema } from './contract';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_HASH = /^0x[0-9a-fA-F]{64}$/;

export const transactionHashSchema = v.pipe(v.string(), v.regex(HEX_HASH));

/** A symbol marketplaces show: Latin letters and digits, as wallets expect of ERC-20/721 symbols. */
export const DEPLOY_SYMBOL_MAX = 11;

/** What the creator types before deploying; the messages show at the fields. */
export const deployFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    // Requirements §5's global messages (one rule, one message): the field's label names the field.
    v.minLength(1),
    v.maxLength(CONTRACT_NAME_MAX),
  ),
  symbol: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.regex(
      new RegExp(`^[A-Za-z0-9]{1,${DEPLOY_SYMBOL_MAX}}$`),
      `심볼은 영문과 숫자로 ${DEPLOY_SYMBOL_MAX}자 이하로 입력해 주세요.`,
    ),
  ),
});
export type DeployFormValues = v.InferInput<typeof deployFormSchema>;

/** The deploy form checked: the trimmed values when both fields hold, else each field's message. */
export function checkDeployForm(
  values: DeployFormValues,
): { ok: true; values: DeployFormValues } | { ok: false; name?: string; symbol?: string } {
  const parsed = v.safeParse(deployFormSchema, values);
  if (parsed.success) return { ok: true, values: parsed.output };
  const messageOf = (key: keyof DeployFormValues) =>
    parsed.issues.find((issue) => issue.path?.[0]?.key === key)?.message;
  return { ok: false, name: messageOf('name'), symbol: messageOf('symbol') };
}

/**
 * A deploy the wallet has sent and nobody has seen to its end yet: kept with the launchpad's draft
 * and on the server the moment the hash is known, so any visit to the step can follow it.
 * `nonce` is learnt from the chain after sending (a replacement shares it); `startBlock` is the
 * head before sending, where the search for a replacement starts.
 */
export const pendingDeploySchema = v.object({
  launchpadId: idSchema,
  chainId: supportedChainIdSchema,
  standard: tokenStandardSchema,
  name: v.pipe(v.string(), v.maxLength(CONTRACT_NAME_MAX)),
  symbol: v.pipe(v.string(), v.maxLength(DEPLOY_SYMBOL_MAX)),
  from: v.pipe(v.string(), v.regex(HEX_ADDRESS)),
  transactionHash: transactionHashSchema,
  nonce: v.nullable(boundedInteger(0)),
  startBlock: boundedInteger(0),
  sentAt: timestampSchema,
  /**
   * The kept contract's `updatedAt` when the deploy was sent (null: none kept): the deployed contract is
   * saved on it, so a contract saved elsewhere since is a conflict the creator decides, never overwritten.
   * Absent in records kept before deploys carried it.
   */
  contractVersion: v.optional(nullableTimestampSchema),
});
export type PendingDeploy = v.InferOutput<typeof pendingDeploySchema>;

/**
 * How a followed deploy ended, for the server's record (the contract itself is kept by upsert).
 * SUPERSEDED: it went through, but the creator kept the contract saved elsewhere since; the record
 * ends and the kept contract stays as it is.
 */
export const finishDeployInputSchema = v.object({
  launchpadId: idSchema,
  transactionHash: transactionHashSchema,
  result: v.picklist(['DEPLOYED', 'FAILED', 'SUPERSEDED']),
  blockNumber: v.nullable(boundedInteger(0)),
  deployedAt: nullableTimestampSchema,
});
export type FinishDeployInput = v.InferOutput<typeof finishDeployInputSchema>;

/** Blocks on top of the deploy's before it counts as done: test chains are quick to settle. */
export function deployConfirmations(chain: Pick<SupportedChain, 'testnet'>): number {
  return chain.testnet ? 1 : 3;
}

/** `wei` in the chain's own unit, at most `digits` decimals, trailing zeros dropped: 0.00123 LUK. */
export function formatNativeAmount(wei: bigint, decimals: number, symbol: string, digits = 6): string {
  const unit = 10n ** BigInt(decimals);
  const scale = 10n ** BigInt(digits);
  // Rounded up: a fee estimate should never look smaller than it is.
  const scaled = (wei * scale + unit - 1n) / unit;
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(digits, '0').replace(/0+$/, '');
  return `${whole.toLocaleString('en-US')}${fraction ? `.${fraction}` : ''} ${symbol}`;
}
