import type { Contract } from '../../src/domain/contract/contract';

/** A row of single_tokens as the reader selects it: attributes still the JSON text they were stored as. */
export interface TokenRow {
  tokenId: number;
  name: string;
  description: string;
  imageUrl: string | null;
  attributesJson: string;
  updatedAt: string | null;
}

/**
 * One token as JSON text, in the shape of `singleTokenSchema`. The attributes are spliced in as
 * stored (the writer stored them with JSON.stringify): parsing and re-serialising 10,000 tokens'
 * attributes is most of the work this saves.
 */
export function tokenJson(row: TokenRow): string {
  return `{"tokenId":${row.tokenId},"name":${JSON.stringify(row.name)},"description":${JSON.stringify(row.description)},"imageUrl":${JSON.stringify(row.imageUrl)},"attributes":${row.attributesJson},"updatedAt":${JSON.stringify(row.updatedAt)}}`;
}

/** The answer's opening, up to the tokens' array: `{"contract":…,"tokens":[`. */
export function answerHead(contract: Contract | undefined): string {
  return `{"contract":${JSON.stringify(contract ?? null)},"tokens":[`;
}

export const ANSWER_TAIL = ']}';
