import { MAX_TOKENS_PER_REQUEST } from '../../src/domain/metadata/collection-metadata';

/**
 * Limits on a JSON body's shape, checked on the bytes as they arrive, before JSON.parse. Parsing is
 * the costly part of a huge body (a 30 MB array of zeros takes seconds, with every other request
 * waiting), so an array or an object larger than any request holds is refused as soon as the
 * excess arrives. The largest array a request may carry is the editions editor's 10,000 tokens.
 */
export interface JsonShapeLimits {
  maxItems: number;
  maxMembers: number;
  maxDepth: number;
}

export const REQUEST_JSON_LIMITS: JsonShapeLimits = {
  maxItems: MAX_TOKENS_PER_REQUEST,
  maxMembers: 1_000,
  maxDepth: 64,
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Counts items and members per open array and object over UTF-8 bytes fed in pieces (structural
 * characters are ASCII, and no byte of a multi-byte character is below 0x80). Malformed JSON is
 * left to JSON.parse.
 */
export class JsonShapeScanner {
  private readonly separators: number[] = [];
  private readonly isArray: boolean[] = [];
  private inString = false;
  private escaped = false;

  constructor(private readonly limits: JsonShapeLimits = REQUEST_JSON_LIMITS) {}

  /** Feeds the next bytes; true as soon as the body holds more than the limits allow. */
  push(bytes: Uint8Array): boolean {
    const { separators, isArray, limits } = this;
    // Locals in the loop: it runs once per byte of a body up to 32 MB.
    let inString = this.inString;
    let escaped = this.escaped;
    let exceeded = false;
    for (let i = 0, n = bytes.length; i < n; i++) {
      const ch = bytes[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === BACKSLASH) escaped = true;
        else if (ch === QUOTE) inString = false;
        continue;
      }
      if (ch === QUOTE) inString = true;
      else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
        if (separators.length >= limits.maxDepth) {
          exceeded = true;
          break;
        }
        separators.push(0);
        isArray.push(ch === OPEN_ARRAY);
      } else if (ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) {
        separators.pop();
        isArray.pop();
      } else if (ch === COMMA && separators.length > 0) {
        const top = separators.length - 1;
        // n separators: n + 1 items.
        if (++separators[top]! >= (isArray[top] ? limits.maxItems : limits.maxMembers)) {
          exceeded = true;
          break;
        }
      }
    }
    this.inString = inString;
    this.escaped = escaped;
    return exceeded;
  }
}

/** Whether a whole JSON text goes beyond the limits. */
export function exceedsJsonShape(text: string, limits: JsonShapeLimits = REQUEST_JSON_LIMITS): boolean {
  return new JsonShapeScanner(limits).push(new TextEncoder().encode(text));
}
