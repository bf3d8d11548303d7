import { getAddress, verifyMessage } from 'ethers';
import { parseSignInMessage } from '../../src/domain/wallet/sign-in-message';
import type { RegisterEoaInput } from '../../src/domain/wallet/eoa';
import { badRequest } from '../http/errors';
import { messages } from '../http/messages';

export interface VerifiedSignIn {
  /** Checksummed. */
  address: string;
  chainId: number;
  nonce: string;
}

// The field says which part was refused; the message is the reason alone (as every field error).
const fail = (message: string, field: 'message' | 'signature') => badRequest(message, field);

/**
 * Checks everything a sign-in message proves without the database: its form, its domain, its
 * expiry and that the address in it made the signature. The nonce is checked by the caller.
 */
export function verifySignIn(
  input: RegisterEoaInput,
  now: Date,
  isAllowedDomain: (domain: string) => boolean,
): VerifiedSignIn {
  const parsed = parseSignInMessage(input.message);
  if (!parsed) throw fail(messages.wallet.malformedMessage, 'message');
  if (!isAllowedDomain(parsed.domain)) throw fail(messages.wallet.wrongDomain, 'message');
  const expires = Date.parse(parsed.expirationTime);
  if (Number.isNaN(expires) || Number.isNaN(Date.parse(parsed.issuedAt)) || parsed.chainId < 1) {
    throw fail(messages.wallet.malformedMessage, 'message');
  }
  if (expires <= now.getTime()) throw fail(messages.wallet.expired, 'message');
  let signer: string;
  try {
    signer = verifyMessage(input.message, input.signature);
  } catch {
    throw fail(messages.wallet.badSignature, 'signature');
  }
  if (signer.toLowerCase() !== parsed.address.toLowerCase()) throw fail(messages.wallet.wrongSigner, 'signature');
  return { address: getAddress(signer), chainId: parsed.chainId, nonce: parsed.nonce };
}
