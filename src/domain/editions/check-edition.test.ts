import { beforeAll, describe, expect, it } from 'vitest';
import { installValidationMessages } from '../validation/messages';
import { checkEdition, parseTokenId } from './check-edition';
import { matchImages } from './edition-images';
import type { EditionValues } from './edition-values';

const row = (values: Partial<EditionValues>): EditionValues => ({ tokenId: '1', name: '밤', description: '', image: '', attributes: '', ...values });

beforeAll(installValidationMessages);

describe('checking a row', () => {
  it('turns a valid row into the token the API takes', () => {
    expect(checkEdition(row({ tokenId: ' 12 ', name: ' 밤 ', image: 'https://cdn.example.com/1.png', attributes: '배경: 파랑' }))).toEqual({
      token: { tokenId: 12, name: '밤', description: '', imageUrl: 'https://cdn.example.com/1.png', attributes: [{ traitType: '배경', value: '파랑' }] },
      problems: null,
    });
  });

  it('requires a name with the spec message, and a token id that is a safe non-negative integer', () => {
    expect(checkEdition(row({ name: '  ' })).problems).toEqual({ name: { code: 'schema', message: '내용을 작성해주세요.' } });
    expect(checkEdition(row({ tokenId: '' })).problems).toEqual({ tokenId: { code: 'token-id-required' } });
    for (const bad of ['-1', '1.5', 'x3', '9007199254740993']) {
      expect(checkEdition(row({ tokenId: bad })).problems).toEqual({ tokenId: { code: 'token-id-not-integer' } });
    }
    expect(parseTokenId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('applies the contract lengths and limits', () => {
    expect(checkEdition(row({ name: 'a'.repeat(201) })).problems?.name).toEqual({ code: 'schema', message: '항목이 200자를 넘어갑니다.' });
    expect(checkEdition(row({ description: 'a'.repeat(5001) })).problems?.description).toMatchObject({ code: 'schema' });
    const many = Array.from({ length: 51 }, (_, i) => `t${i}: v`).join('; ');
    expect(checkEdition(row({ attributes: many })).problems).toEqual({ attributes: { code: 'attributes-too-many' } });
    expect(checkEdition(row({ attributes: '배경' })).problems).toEqual({ attributes: { code: 'attributes-format' } });
    expect(checkEdition(row({ attributes: ': 값' })).problems?.attributes).toMatchObject({ code: 'schema' });
    expect(checkEdition(row({ image: 'http://example.com/a.png' })).problems).toEqual({ image: { code: 'image-not-https' } });
    expect(checkEdition(row({ image: `${'a'.repeat(2049)}.png` })).problems?.image).toMatchObject({ code: 'schema' });
  });

  it('keeps a file name waiting for its upload as the image', () => {
    expect(checkEdition(row({ image: 'art/1.png' })).token?.imageUrl).toBe('art/1.png');
  });
});

describe('matching images by file name', () => {
  const rows = [
    { key: 10, tokenId: '1', image: 'folder/Sunset.PNG' },
    { key: 11, tokenId: '2', image: '' },
    { key: 12, tokenId: '3', image: 'https://cdn.example.com/3.png' },
  ];

  it('uses the image cell first, then {tokenId}.png, one file per row, and lists the rest', () => {
    const files = [{ name: 'sunset.png' }, { name: '2.jpg' }, { name: '3.webp' }, { name: '1.png' }, { name: 'notes.txt' }, { name: '2.png' }];
    expect(matchImages(files, rows)).toEqual({
      matches: [
        { file: 0, key: 10 },
        { file: 1, key: 11 },
        { file: 2, key: 12 },
      ],
      unmatched: [3, 4, 5],
    });
  });

  it('matches a Hangul file name that macOS handed over decomposed to the composed name in the image cell', () => {
    const given = [{ key: 20, tokenId: '7', image: '노을.png'.normalize('NFC') }];
    const files = [{ name: '노을.png'.normalize('NFD') }];
    expect(files[0]!.name).not.toBe(given[0]!.image);
    expect(matchImages(files, given)).toEqual({ matches: [{ file: 0, key: 20 }], unmatched: [] });
  });
});
