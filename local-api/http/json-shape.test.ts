import { describe, expect, it } from 'vitest';
import { exceedsJsonShape, JsonShapeScanner } from './json-shape';

const limits = { maxItems: 3, maxMembers: 2, maxDepth: 3 };

describe('exceedsJsonShape', () => {
  it.each([
    ['[1,2,3]', false],
    ['[1,2,3,4]', true],
    ['{"a":1,"b":[1,2]}', false],
    ['{"a":1,"b":2,"c":3}', true],
    ['[[[1]]]', false],
    ['[[[[1]]]]', true],
    ['["a,b,c,d,e"]', false],
    ['["\\",\\",\\",\\""]', false],
    ['[[1,2,3],[1,2,3],[1,2,3]]', false],
    ['not json, at all, really, no', false],
    ['["é,","한,글"]', false],
  ])('%s → %s', (text, expected) => {
    expect(exceedsJsonShape(text, limits)).toBe(expected);
  });

  it('given the bytes in pieces, split inside a string and an escape, then the count is the same', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(['a\\",[{', 1, 2, 3]));
    const scanner = new JsonShapeScanner(limits);
    const results = [...bytes].map((b) => scanner.push(Uint8Array.of(b)));
    expect(results.at(-1)).toBe(false);
    expect(results.includes(true)).toBe(true);
  });
});
