import { describe, expect, it } from 'vitest';
import { exceedsJsonShape } from './json-shape';

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
  ])('%s → %s', (text, expected) => {
    expect(exceedsJsonShape(text, limits)).toBe(expected);
  });
});
