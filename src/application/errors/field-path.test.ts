import { describe, expect, it } from 'vitest';
import { listItemOf, parseFieldPath } from './field-path';

describe('parseFieldPath', () => {
  it.each([
    ['name', { head: 'name', index: null, field: null }],
    ['items.2.name', { head: 'items', index: 2, field: 'name' }],
    ['tokens.17', { head: 'tokens', index: 17, field: null }],
    ['tokens.0.attributes.3', { head: 'tokens', index: 0, field: 'attributes' }],
    ['links.instagram', { head: 'links', index: null, field: 'instagram' }],
  ])('reads %s', (path, expected) => {
    expect(parseFieldPath(path)).toEqual(expected);
  });

  it('reads nothing from no path or a malformed one', () => {
    expect(parseFieldPath(undefined)).toBeNull();
    expect(parseFieldPath('')).toBeNull();
    expect(parseFieldPath('.2')).toBeNull();
  });
});

describe('listItemOf', () => {
  it('names the item of the list the form asks about, and nothing of another list', () => {
    expect(listItemOf('items.2.name', 'items')).toEqual({ index: 2, field: 'name' });
    expect(listItemOf('tokens.5', 'tokens')).toEqual({ index: 5, field: null });
    expect(listItemOf('items.2.name', 'tokens')).toBeNull();
    expect(listItemOf('items', 'items')).toBeNull();
  });
});
