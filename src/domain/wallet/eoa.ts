import * as v from 'valibot';
import { boundedInteger, timestampSchema } from '../validation/common';
import { contractAddressSchema } from '../validation/rules';

/** An EVM account address: same shape as a contract address (0x + 40 hex). */
export const accountAddressSchema = contractAddressSchema;

export const eoaSchema = v.object({
  address: v.string(),
  /** The chain the wallet signed on: any EVM chain, so only an EVM chain id's own bound. */
  chainId: boundedInteger(1),
  registeredAt: timestampSchema,
});
export type Eoa = v.InferOutput<typeof eoaSchema>;

/** GET /eoa answers with the registered EOA, or null when the creator has none. */
export const eoaResponseSchema = v.object({ eoa: v.nullable(eoaSchema) });
export type EoaResponse = v.InferOutput<typeof eoaResponseSchema>;

export const eoaNonceSchema = v.object({
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,64}$/)),
  issuedAt: timestampSchema,
  expiresAt: timestampSchema,
});
export type EoaNonce = v.InferOutput<typeof eoaNonceSchema>;

export const registerEoaInputSchema = v.object({
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  signature: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{130}$/, '유효하지 않은 서명입니다.')),
});
export type RegisterEoaInput = v.InferOutput<typeof registerEoaInputSchema>;
