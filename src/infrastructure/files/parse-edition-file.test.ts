import { describe, expect, it } from 'vitest';
import { parseEditionText } from './parse-edition-file';
import { csvRecordFromValues, jsonRecordFromValues, recordsFromJson, valuesFromRecord } from '../../domain/editions/edition-records';
import { formatAttributes, parseAttributes, type EditionValues } from '../../domain/editions/edition-values';

const row = (values: Partial<EditionValues>): EditionValues => ({ tokenId: '', name: '', description: '', image: '', attributes: '', ...values });

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
    expect(values).toEqual(row({ tokenId: '7', name: '밤', description: '설명', image: '7.png', attributes: '배경: 파랑; 눈: 초록' }));
  });

  it('keeps an unreadable attributes cell as written so the grid shows it with its error', () => {
    expect(valuesFromRecord({ tokenId: 1, attributes: [{ foo: 1 }] }).attributes).toBe('[{"foo":1}]');
    expect(valuesFromRecord({ id: 1, attributes: '[{"trait_type":' }).attributes).toBe('[{"trait_type":');
  });

  it('reads a JSON list or { tokens: [...] }, and nothing else', () => {
    expect(recordsFromJson([{ name: 'a' }])).toHaveLength(1);
    expect(recordsFromJson({ tokens: [{ name: 'a' }] })).toHaveLength(1);
    expect(recordsFromJson({ name: 'a' })).toBeNull();
    expect(recordsFromJson([1, 2])).toBeNull();
  });

  it('parses a CSV with quotes, a byte-order mark and unknown columns, listing lines with too many cells', () => {
    const text = '\uFEFFtoken_id,name,description,color\n1,"밤, ""낮""",설명,red\n2,둘,,blue,extra\n';
    const read = parseEditionText(text, false);
    expect(read).toMatchObject({ ok: true, unknownColumns: ['color'], lineProblems: [{ line: 3, code: 'too-many-fields' }] });
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
    expect(parseEditionText('token_id,name,name\n1,a,b', false)).toMatchObject({ ok: true, unknownColumns: ['name_1'], rows: [{ tokenId: '1', name: 'a' }] });
    expect(parseEditionText('token_id,name\n\n', false)).toMatchObject({ ok: true, rows: [] });
    expect(parseEditionText(',,\n\n', false)).toEqual({ ok: false, reason: 'empty' });
  });

  it('reads two-column sheets divided by semicolons or tabs, with a last empty line', () => {
    for (const sheet of ['token_id;image\r\n1;a.png\r\n2;b.png\r\n', 'token_id\timage\n1\ta.png\n2\tb.png\n']) {
      expect(parseEditionText(sheet, false)).toMatchObject({ ok: true, unknownColumns: [], lineProblems: [], rows: [{ tokenId: '1', image: 'a.png' }, { tokenId: '2', image: 'b.png' }] });
    }
  });

  it('refuses an empty file and JSON that is not a list', () => {
    expect(parseEditionText('  ', false)).toEqual({ ok: false, reason: 'empty' });
    expect(parseEditionText('{"a":1}', true)).toEqual({ ok: false, reason: 'not-a-list' });
    expect(parseEditionText('{', true)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('exporting records', () => {
  const rows = [
    row({ tokenId: '1', name: '밤, "낮"', description: '줄\n바꿈', image: '/local/uploads/a.png', attributes: '배경: 파랑; 눈: 초록' }),
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
    expect(json[0]).toMatchObject({ token_id: 1, attributes: [{ trait_type: '배경', value: '파랑' }, { trait_type: '눈', value: '초록' }] });
    expect(json[1]).toMatchObject({ token_id: '007' });
    const read = parseEditionText(JSON.stringify(json), true);
    expect(read.ok && read.rows).toEqual(rows);
  });
});
