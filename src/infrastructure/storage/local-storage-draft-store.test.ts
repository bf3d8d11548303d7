import { describe, expect, it } from 'vitest';
import { UnexpectedError } from '../../application/errors/app-error';
import { LocalStorageDraftStore } from './local-storage-draft-store';

const draft = { version: 1, savedAt: '2026-11-23T09:00:00.000Z', value: { name: '김하늘' } };

describe('LocalStorageDraftStore', () => {
  it('given a written draft, when read back, then it is the same draft', () => {
    const store = new LocalStorageDraftStore(localStorage);
    store.write('draft:u:creator:1', draft);
    expect(store.read('draft:u:creator:1')).toEqual(draft);
    expect(JSON.parse(localStorage.getItem('draft:u:creator:1') ?? '')).toEqual(draft);
  });

  it.each([
    ['not json', '{oops'],
    ['a bare string', '"hello"'],
    ['no version', JSON.stringify({ savedAt: draft.savedAt, value: 1 })],
    ['a bad time', JSON.stringify({ ...draft, savedAt: 'yesterday' })],
    ['null', 'null'],
  ])('given %s under the key, when read, then there is no draft', (_, raw) => {
    localStorage.setItem('draft:u:creator:1', raw);
    expect(new LocalStorageDraftStore(localStorage).read('draft:u:creator:1')).toBeNull();
  });

  it('given a missing key, when read, then there is no draft', () => {
    expect(new LocalStorageDraftStore(localStorage).read('draft:u:creator:9')).toBeNull();
  });

  it('given a full storage, when written, then it fails with UnexpectedError', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => new LocalStorageDraftStore(full).write('k', draft)).toThrow(UnexpectedError);
  });

  it('given drafts of two users, when keys are listed by prefix, then only the matching ones come back', () => {
    const store = new LocalStorageDraftStore(localStorage);
    store.write('draft:a:creator:1', draft);
    store.write('draft:a:phone:me', draft);
    store.write('draft:b:creator:1', draft);
    localStorage.setItem('auth', '{}');
    expect(store.keys('draft:a:').sort()).toEqual(['draft:a:creator:1', 'draft:a:phone:me']);
    store.remove('draft:a:creator:1');
    expect(store.read('draft:a:creator:1')).toBeNull();
  });
});
