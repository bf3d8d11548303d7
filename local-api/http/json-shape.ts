/**
 * Limits on a JSON text's shape, checked before JSON.parse. Parsing is the costly part of a huge
 * body (a 30 MB array of zeros takes seconds, with every other request waiting), so an array or an
 * object far larger than any request holds is refused after a scan that stops at the first excess.
 * The largest array a request may carry is 10,000 tokens; between that and `maxItems` the schema
 * answers, naming the field.
 */
export interface JsonShapeLimits {
  maxItems: number;
  maxMembers: number;
  maxDepth: number;
}

export const REQUEST_JSON_LIMITS: JsonShapeLimits = { maxItems: 20_000, maxMembers: 1_000, maxDepth: 64 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** Whether `text` holds an array, an object or a nesting beyond the limits (malformed JSON is left to JSON.parse). */
export function exceedsJsonShape(text: string, limits: JsonShapeLimits = REQUEST_JSON_LIMITS): boolean {
  // Per open container: its separators so far, and whether it is an array.
  const commas: number[] = [];
  const isArray: boolean[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
      continue;
    }
    switch (ch) {
      case QUOTE:
        inString = true;
        break;
      case OPEN_ARRAY:
      case OPEN_OBJECT:
        if (commas.length >= limits.maxDepth) return true;
        commas.push(0);
        isArray.push(ch === OPEN_ARRAY);
        break;
      case CLOSE_ARRAY:
      case CLOSE_OBJECT:
        commas.pop();
        isArray.pop();
        break;
      case COMMA: {
        const top = commas.length - 1;
        if (top < 0) break;
        const count = ++commas[top]!;
        if (count >= (isArray[top] ? limits.maxItems : limits.maxMembers)) return true;
        break;
      }
    }
  }
  return false;
}
