import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEdition } from '../../domain/editions/check-edition';
import { valuesFromRecord, withEmptyColumns } from '../../domain/editions/edition-records';
import { parseEditionText, parseTokenFiles } from './parse-edition-file';

/** Fixtures written from each generator's published source (tests/fixtures/generator-layouts/README.md). */
const FIXTURES = join(__dirname, '../../../tests/fixtures/generator-layouts');
const text = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');
const folder = (name: string) =>
  readdirSync(join(FIXTURES, name)).map((file) => ({ name: file, text: text(join(name, file)) }));

describe('token ids from the layouts of the generator’s forks and other tools', () => {
  it('reads the id inside custom_fields (codeSTACKr’s HashLips fork), says where from, and lists what was left out by path', () => {
    const read = parseEditionText(text('codestackr-hashlips/_metadata.json'), true);
    expect(read.ok && read.rows.map((row) => row.tokenId)).toEqual(['1', '2', '3']);
    expect(read.ok && read.withoutTokenId).toBe(0);
    expect(read.ok && read.tokenIdFrom).toEqual([{ source: 'custom_fields.edition', rows: 3 }]);
    expect(read.ok && read.unknownColumns).toEqual([
      'file_url',
      'custom_fields.dna',
      'custom_fields.date',
      'custom_fields.compiler',
    ]);
  });

  it('reads the Solana branch’s per-token files from 0.json: top-level edition and file name agree, `image.png` gives no number', () => {
    const read = parseTokenFiles(folder('codestackr-solana'));
    expect(read.ok && read.rows.map((row) => row.tokenId)).toEqual(['0', '1', '2']);
    expect(read.ok && read.tokenIdFrom).toEqual([]);
    expect(read.ok && read.rows.every((row) => !checkEdition(withEmptyColumns(row)).problems?.tokenId)).toBe(true);
    expect(read.ok && read.unknownColumns).toEqual(
      expect.arrayContaining(['symbol', 'properties.files', 'properties.category', 'properties.creators']),
    );
  });

  it.each(['datboi-hashlips', 'nftchef-hashlips'])(
    'reads the top-level edition of %s, image numbers agreeing',
    (name) => {
      const read = parseEditionText(text(`${name}/_metadata.json`), true);
      expect(read.ok && read.rows.map((row) => row.tokenId)).toEqual(['1', '2', '3']);
      expect(read.ok && read.tokenIdFrom).toEqual([]);
      expect(read.ok && read.unknownColumns).toEqual(expect.arrayContaining(['dna', 'compiler']));
    },
  );

  it('reads properties.edition of ERC-1155 per-token files, a rich property listed as left out', () => {
    const read = parseTokenFiles(folder('erc1155-properties'));
    expect(read.ok && read.rows.map((row) => row.tokenId)).toEqual(['7', '8']);
    expect(read.ok && read.tokenIdFrom).toEqual([{ source: 'properties.edition', rows: 2 }]);
    expect(read.ok && read.unknownColumns).toEqual(['properties.simple_property', 'properties.rich_property']);
  });

  it('reads an id from the image link’s file name alone, and from a per-token file’s name', () => {
    const read = parseEditionText(JSON.stringify([{ name: 'a', image: 'ipfs://NewUriToReplace/17.png' }]), true);
    expect(read.ok && read.rows[0]!.tokenId).toBe('17');
    expect(read.ok && read.tokenIdFrom).toEqual([{ source: 'image', rows: 1 }]);
    const files = parseTokenFiles([
      { name: '21.json', text: '{"name":"a"}' },
      { name: '22.json', text: '{"name":"b"}' },
    ]);
    expect(files.ok && files.tokenIdFrom).toEqual([{ source: 'file', rows: 2 }]);
  });

  it('makes a row whose two sources disagree an error naming both, and takes a blank column’s place from another source', () => {
    const row = valuesFromRecord({ edition: 17, image: 'ipfs://NewUriToReplace/18.png' });
    expect(row.tokenId).toBe('17 ≠ 18 (edition, image)');
    expect(checkEdition(withEmptyColumns(row)).problems?.tokenId).toEqual({
      code: 'token-id-conflict',
      first: { source: 'edition', value: '17' },
      second: { source: 'image', value: '18' },
    });
    expect(valuesFromRecord({ custom_fields: { edition: 4 }, token_id: '' }).tokenId).toBe('4');
    expect(valuesFromRecord({ custom_fields: { edition: 4 }, id: '4', image: 'x/4.png' }).tokenId).toBe('4');
    // A number that is not a whole one inside an object is no id; a non-numeric top-level id stays the creator's.
    expect(valuesFromRecord({ extra: { id: 'abc' }, name: 'a' }).tokenId).toBeUndefined();
    expect(valuesFromRecord({ id: 'abc', image: 'x/3.png' }).tokenId).toBe('abc');
  });
});
