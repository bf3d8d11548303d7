import { beforeAll, describe, expect, it } from 'vitest';
import { installValidationMessages } from '../validation/messages';
import { checkEdition, parseTokenId } from './check-edition';
import { matchImages } from './edition-images';
import type { EditionValues } from './edition-values';

const row = (values: Partial<EditionValues>): EditionValues => ({
  tokenId: '1',
  name: '밤',
  description: '',
  image: '',
  attributes: '',
  ...values,
});

beforeAll(installValidationMessages);

describe('checking a row', () => {
  it('turns a valid row into the token the API takes', () => {
    expect(
      checkEdition(
        row({ tokenId: ' 12 ', name: ' 밤 ', image: 'https://cdn.example.com/1.png', attributes: '배경: 파랑' }),
      ),
    ).toEqual({
      token: {
        tokenId: 12,
        name: '밤',
        description: '',
        imageUrl: 'https://cdn.example.com/1.png',
        attributes: [{ traitType: '배경', value: '파랑' }],
      },
      problems: null,
    });
  });

  it('requires a name with the spec message, and a token id that is a safe non-negative integer', () => {
    expect(checkEdition(row({ name: '  ' })).problems).toEqual({
      name: { code: 'schema', message: '내용을 작성해주세요.' },
    });
    expect(checkEdition(row({ tokenId: '' })).problems).toEqual({ tokenId: { code: 'token-id-required' } });
    for (const bad of ['-1', '1.5', 'x3', '9007199254740993']) {
      expect(checkEdition(row({ tokenId: bad })).problems).toEqual({ tokenId: { code: 'token-id-not-integer' } });
    }
    expect(parseTokenId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('applies the contract lengths and limits', () => {
    expect(checkEdition(row({ name: 'a'.repeat(201) })).problems?.name).toEqual({
      code: 'schema',
      message: '항목이 200자를 넘어갑니다.',
    });
    expect(checkEdition(row({ description: 'a'.repeat(5001) })).problems?.description).toMatchObject({
      code: 'schema',
    });
    const many = Array.from({ length: 51 }, (_, i) => `t${i}: v`).join('; ');
    expect(checkEdition(row({ attributes: many })).problems).toEqual({ attributes: { code: 'attributes-too-many' } });
    expect(checkEdition(row({ attributes: '배경' })).problems).toEqual({ attributes: { code: 'attributes-format' } });
    expect(checkEdition(row({ attributes: ': 값' })).problems?.attributes).toMatchObject({
      code: 'attribute-schema',
      trait: '1번째 속성',
      part: 'traitType',
    });
    expect(checkEdition(row({ image: 'http://example.com/a.png' })).problems).toEqual({
      image: { code: 'image-refused' },
    });
    expect(checkEdition(row({ image: `${'a'.repeat(2049)}.png` })).problems?.image).toMatchObject({ code: 'schema' });
  });

  it('never sends a file name waiting for its upload, or a generator placeholder, as the image: the row needs its image', () => {
    expect(checkEdition(row({ image: 'art/1.png' }))).toEqual({
      token: null,
      problems: { image: { code: 'image-needed', fileName: '1.png' } },
    });
    expect(checkEdition(row({ image: '누락된-파일.png' })).problems).toEqual({
      image: { code: 'image-needed', fileName: '누락된-파일.png' },
    });
    expect(checkEdition(row({ image: 'ipfs://NewUriToReplace/1.png' })).problems).toEqual({
      image: { code: 'image-needed', fileName: '1.png' },
    });
  });

  it('takes images on the one media rule shared with the API, and refuses script, data, http and protocol-relative links', () => {
    const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
    for (const ok of [
      `ipfs://${cid}/1.png`,
      'ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U',
      '/local/uploads/ab12.png',
      'https://cdn.example.com/1.png',
    ]) {
      expect(checkEdition(row({ image: ok })).token?.imageUrl).toBe(ok);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://a.example/1.png',
      '//a.example/1.png',
    ]) {
      expect(checkEdition(row({ image: bad })).problems).toEqual({ image: { code: 'image-refused' } });
    }
  });

  it('says where a JSON attributes cell breaks, and which trait is too long', () => {
    expect(checkEdition(row({ attributes: '[{"trait_type":"배경","value":"파랑"' })).problems?.attributes).toEqual({
      code: 'attributes-json',
      at: 32,
      item: null,
    });
    expect(
      checkEdition(row({ attributes: '[{"trait_type":"배경","value":"파랑"},{"foo":1}]' })).problems?.attributes,
    ).toEqual({ code: 'attributes-json', at: null, item: 2 });
    expect(checkEdition(row({ attributes: `배경: 파랑; 눈: ${'가'.repeat(201)}` })).problems?.attributes).toEqual({
      code: 'attribute-schema',
      trait: '눈',
      part: 'value',
      message: '항목이 200자를 넘어갑니다.',
    });
  });
});

describe('matching images by file name', () => {
  const rows = [
    { key: 10, tokenId: '1', image: 'folder/Sunset.PNG' },
    { key: 11, tokenId: '2', image: '' },
    { key: 12, tokenId: '3', image: 'https://cdn.example.com/3.png' },
  ];

  it('uses the image cell first, then {tokenId}.png, one file per row, and lists the rest', () => {
    const files = [
      { name: 'sunset.png' },
      { name: '2.jpg' },
      { name: '3.webp' },
      { name: '1.png' },
      { name: 'notes.txt' },
      { name: '2.png' },
    ];
    expect(matchImages(files, rows)).toEqual({
      matches: [
        { file: 0, key: 10 },
        { file: 1, key: 11 },
        { file: 2, key: 12 },
      ],
      unmatched: [3, 4, 5],
    });
  });

  it('matches by the last path segment of a link in the image cell: a generator placeholder takes its file', () => {
    const given = [
      { key: 1, tokenId: '1', image: 'ipfs://NewUriToReplace/1.png' },
      { key: 2, tokenId: '2', image: 'ipfs://NewUriToReplace/art-2.png' },
      { key: 3, tokenId: '3', image: '/local/uploads/3.png' },
    ];
    expect(matchImages([{ name: 'art-2.png' }, { name: '1.png' }, { name: '3.png' }], given)).toEqual({
      matches: [
        { file: 0, key: 2 },
        { file: 1, key: 1 },
        { file: 2, key: 3 },
      ],
      unmatched: [],
    });
  });

  it('matches a Hangul file name that macOS handed over decomposed to the composed name in the image cell', () => {
    const given = [{ key: 20, tokenId: '7', image: '노을.png'.normalize('NFC') }];
    const files = [{ name: '노을.png'.normalize('NFD') }];
    expect(files[0]!.name).not.toBe(given[0]!.image);
    expect(matchImages(files, given)).toEqual({ matches: [{ file: 0, key: 20 }], unmatched: [] });
  });
});
