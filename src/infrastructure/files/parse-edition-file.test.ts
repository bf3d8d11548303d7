import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { parseEditionText, parseTokenFiles } from './parse-edition-file';
import {
  csvRecordFromValues,
  guardFormula,
  jsonRecordFromValues,
  recordsFromJson,
  unguardFormula,
  valuesFromRecord,
} from '../../domain/editions/edition-records';
import { formatAttributes, parseAttributes, type EditionValues } from '../../domain/editions/edition-values';

const row = (values: Partial<EditionValues>): EditionValues => ({
  tokenId: '',
  name: '',
  description: '',
  image: '',
  attributes: '',
  ...values,
});

describe('attribute cells', () => {
  it('round-trips names and values with the separators escaped', () => {
    const attributes = [
      { traitType: '배경', value: '파랑' },
      { traitType: 'a:b;c', value: ' 앞 공백, [괄호] \\ 끝 ' },
      { traitType: '빈 값', value: '' },
    ];
    expect(parseAttributes(formatAttributes(attributes))).toEqual(attributes);
  });

  it('reads OpenSea JSON pasted into the cell, and refuses a part without a colon', () => {
    expect(parseAttributes('[{"trait_type":"눈","value":3}]')).toEqual([{ traitType: '눈', value: '3' }]);
    expect(parseAttributes('배경 파랑')).toBeNull();
    expect(parseAttributes('[{"foo":1}]')).toBeNull();
    expect(parseAttributes('')).toEqual([]);
  });
});

describe('importing records', () => {
  it('maps OpenSea names, a token id column, a JSON attributes cell and trait_type:<name> columns', () => {
    const values = valuesFromRecord({
      token_id: '7',
      name: '밤',
      description: '설명',
      image: '7.png',
      attributes: '[{"trait_type":"배경","value":"파랑"}]',
      'trait_type:눈': '초록',
      'trait_type:입': '',
    });
    expect(values).toEqual(
      row({ tokenId: '7', name: '밤', description: '설명', image: '7.png', attributes: '배경: 파랑; 눈: 초록' }),
    );
  });

  it('keeps an unreadable attributes cell as written so the grid shows it with its error', () => {
    expect(valuesFromRecord({ tokenId: 1, attributes: [{ foo: 1 }] }).attributes).toBe('[{"foo":1}]');
    expect(valuesFromRecord({ id: 1, attributes: '[{"trait_type":' }).attributes).toBe('[{"trait_type":');
  });

  it('reads a JSON list, { tokens: [...] } or one token (a per-token file), and nothing else', () => {
    expect(recordsFromJson([{ name: 'a' }])).toHaveLength(1);
    expect(recordsFromJson({ tokens: [{ name: 'a' }] })).toHaveLength(1);
    expect(recordsFromJson({ name: 'a' })).toEqual([{ name: 'a' }]);
    expect(recordsFromJson({ a: 1 })).toBeNull();
    expect(recordsFromJson([1, 2])).toBeNull();
  });

  it('parses a CSV with quotes, a byte-order mark and unknown columns, listing lines with too many cells', () => {
    const text = '\uFEFFtoken_id,name,description,color\n1,"밤, ""낮""",설명,red\n2,둘,,blue,extra\n';
    const read = parseEditionText(text, false);
    expect(read).toMatchObject({
      ok: true,
      unknownColumns: ['color'],
      lineProblems: [{ line: 3, code: 'too-many-fields' }],
    });
    if (read.ok) expect(read.rows.map((r) => r.name)).toEqual(['밤, "낮"', '둘']);
  });

  it('names the line a broken row starts on, past blank lines and cells with line breaks', () => {
    const text = [
      'token_id,name,description',
      '',
      '1,하나,"첫 줄',
      '둘째 줄',
      '셋째 줄"',
      '2,둘,설명,남는 칸',
      '   ',
      '3,셋',
      '4,"넷\r\n다섯",설명',
      '5,다섯,"닫히지 않은 따옴표',
    ].join('\n');
    const read = parseEditionText(text, false);
    expect(read.ok && read.lineProblems).toEqual([
      { line: 6, code: 'too-many-fields' },
      { line: 8, code: 'too-few-fields' },
      { line: 11, code: 'quotes' },
    ]);
    expect(read.ok && read.rows.map((r) => r.tokenId)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('names the right line after blank lines before the header, in a file of lone CRs, and after rows of empty cells', () => {
    const problems = (text: string) => {
      const read = parseEditionText(text, false);
      return read.ok ? read.lineProblems.map((p) => [p.line, p.code]) : read;
    };
    expect(problems('\n\ntoken_id,name\n1,a,b')).toEqual([[4, 'too-many-fields']]);
    expect(problems('token_id,name\r1,a,b\r2\r')).toEqual([
      [2, 'too-many-fields'],
      [3, 'too-few-fields'],
    ]);
    expect(problems('token_id,name\n1,a\n,\n"",""\n2,b,c')).toEqual([[5, 'too-many-fields']]);
  });

  it('reads a single column, keeps a repeated header apart, and takes a header alone as empty', () => {
    const single = parseEditionText('name\n하나\n둘', false);
    expect(single).toMatchObject({ ok: true, lineProblems: [], rows: [{ name: '하나' }, { name: '둘' }] });
    expect(parseEditionText('token_id,name,name\n1,a,b', false)).toMatchObject({
      ok: true,
      unknownColumns: ['name_1'],
      rows: [{ tokenId: '1', name: 'a' }],
    });
    expect(parseEditionText('token_id,name\n\n', false)).toMatchObject({ ok: true, rows: [] });
    expect(parseEditionText(',,\n\n', false)).toEqual({ ok: false, reason: 'empty' });
  });

  it('reads two-column sheets divided by semicolons or tabs, with a last empty line', () => {
    for (const sheet of ['token_id;image\r\n1;a.png\r\n2;b.png\r\n', 'token_id\timage\n1\ta.png\n2\tb.png\n']) {
      expect(parseEditionText(sheet, false)).toMatchObject({
        ok: true,
        unknownColumns: [],
        lineProblems: [],
        rows: [
          { tokenId: '1', image: 'a.png' },
          { tokenId: '2', image: 'b.png' },
        ],
      });
    }
  });

  it('refuses an empty file and JSON that is neither a list nor a token', () => {
    expect(parseEditionText('  ', false)).toEqual({ ok: false, reason: 'empty' });
    expect(parseEditionText('{"a":1}', true)).toEqual({ ok: false, reason: 'not-a-list' });
    expect(parseEditionText('{', true)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('exporting records', () => {
  const rows = [
    row({
      tokenId: '1',
      name: '밤, "낮"',
      description: '줄\n바꿈',
      image: '/local/uploads/a.png',
      attributes: '배경: 파랑; 눈: 초록',
    }),
    row({ tokenId: '007', name: '', attributes: '' }),
    row({ tokenId: 'x', name: '잘못된 속성', attributes: '배경 파랑' }),
  ];

  it('CSV: the export imports back to the same rows', () => {
    const csv = ['token_id,name,description,image,attributes'];
    const records = rows.map(csvRecordFromValues);
    const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
    for (const r of records) csv.push([r.token_id, r.name, r.description, r.image, r.attributes].map(quote).join(','));
    const read = parseEditionText(csv.join('\n'), false);
    expect(read.ok && read.rows).toEqual(rows);
  });

  it('JSON: numeric token ids where they are numbers, OpenSea attributes, and back to the same rows', () => {
    const json = rows.map(jsonRecordFromValues);
    expect(json[0]).toMatchObject({
      token_id: 1,
      attributes: [
        { trait_type: '배경', value: '파랑' },
        { trait_type: '눈', value: '초록' },
      ],
    });
    expect(json[1]).toMatchObject({ token_id: '007' });
    const read = parseEditionText(JSON.stringify(json), true);
    expect(read.ok && read.rows).toEqual(rows);
  });
});

/** A token as the HashLips Art Engine writes it into `build/json/_metadata.json` and `build/json/N.json`. */
const hashLips = (edition: number) => ({
  name: `Your Collection #${edition}`,
  description: 'Remember to replace this description',
  image: `ipfs://NewUriToReplace/${edition}.png`,
  dna: `d956cdf4e460508b5ff90c21974124f68d6edc34${edition}`,
  edition,
  date: 1731542400000 + edition,
  attributes: [
    { trait_type: 'Background', value: 'Black' },
    { trait_type: 'Eyeball', value: 'Red' },
  ],
  compiler: 'HashLips Art Engine',
});

describe('token ids from what generators and marketplaces write', () => {
  it('reads HashLips _metadata.json: the id from `edition`, dna, date and compiler listed as unknown', () => {
    const read = parseEditionText(JSON.stringify([1, 2, 3].map(hashLips), null, 2), true);
    expect(read.ok && read.rows.map((r) => [r.tokenId, r.image, r.attributes])).toEqual([
      ['1', 'ipfs://NewUriToReplace/1.png', 'Background: Black; Eyeball: Red'],
      ['2', 'ipfs://NewUriToReplace/2.png', 'Background: Black; Eyeball: Red'],
      ['3', 'ipfs://NewUriToReplace/3.png', 'Background: Black; Eyeball: Red'],
    ]);
    expect(read.ok && read.unknownColumns).toEqual(['dna', 'date', 'compiler']);
    expect(read.ok && read.withoutTokenId).toBe(0);
  });

  it('takes token_id, tokenId (thirdweb), id, then edition, the first that has a value', () => {
    expect(valuesFromRecord({ tokenId: 4, name: 'a' }).tokenId).toBe('4');
    expect(valuesFromRecord({ id: '5', edition: 9 }).tokenId).toBe('5');
    expect(valuesFromRecord({ edition: 9, id: '' }).tokenId).toBe('9');
    expect(valuesFromRecord({ edition: 9, token_id: 3, tokenId: 8 }).tokenId).toBe('3');
  });

  it('counts the rows no source gives an id once for the file', () => {
    const read = parseEditionText(JSON.stringify([{ name: 'a' }, { name: 'b', id: 2 }, { name: 'c' }]), true);
    expect(read.ok && read.withoutTokenId).toBe(2);
  });

  it('reads per-token files 1.json … N.json as one sheet in token id order, the id from the file name, _metadata.json beside them left out', () => {
    const files = [10, 2, 1].map((n) => ({
      name: `${n}.json`,
      text: JSON.stringify({ ...hashLips(n), edition: undefined }),
    }));
    const read = parseTokenFiles([
      ...files,
      { name: '_metadata.json', text: JSON.stringify([1, 2, 10].map(hashLips)) },
      { name: 'broken.json', text: '{' },
    ]);
    expect(read.ok && read.rows.map((r) => r.tokenId)).toEqual(['1', '2', '10']);
    expect(read.ok && read.files).toEqual({
      read: 3,
      skipped: [
        { name: 'broken.json', reason: 'unreadable' },
        { name: '_metadata.json', reason: 'list-beside-tokens' },
      ],
    });
  });

  it('reads an OpenSea-style export (a list with token_id and external_url)', () => {
    const read = parseEditionText(
      JSON.stringify([
        {
          token_id: '7',
          name: '밤',
          image: 'https://cdn.example.com/7.png',
          external_url: 'https://x.example',
          attributes: [],
        },
      ]),
      true,
    );
    expect(read.ok && read.rows[0]).toMatchObject({
      tokenId: '7',
      image: 'https://cdn.example.com/7.png',
      attributes: '',
    });
    expect(read.ok && read.unknownColumns).toEqual(['external_url']);
  });
});

describe('the CSV formula guard', () => {
  it('writes a cell starting =, +, -, @, tab or CR with a leading apostrophe, and reads it back as typed', () => {
    for (const cell of ['=1+1', '+82', '-3', '@SUM(A1)', '\tx', '\rx', "'=already", "''+two"]) {
      expect(guardFormula(cell)).toBe(`'${cell}`);
      expect(unguardFormula(guardFormula(cell))).toBe(cell);
    }
    for (const cell of ['밤', "it's", "'plain", '1', '']) {
      expect(guardFormula(cell)).toBe(cell);
      expect(unguardFormula(cell)).toBe(cell);
    }
  });

  it('round-trips an export with formula-looking cells through import', () => {
    const values = [
      row({
        tokenId: '1',
        name: '=1+1',
        description: '-시작 @누구 +82',
        image: '1.png',
        attributes: '배경: =HYPERLINK("x")',
      }),
    ];
    const [header, ...lines] = Papa.unparse({
      fields: ['token_id', 'name', 'description', 'image', 'attributes'],
      data: values.map((v) => Object.values(csvRecordFromValues(v))),
    }).split('\r\n');
    expect(lines[0]).toContain("'=1+1");
    expect(lines[0]).not.toMatch(/(^|,)[=+\-@]/);
    const read = parseEditionText([header, ...lines].join('\n'), false);
    expect(read.ok && read.rows.map((r) => ({ ...row({}), ...r }))).toEqual(values);
  });
});
