import type { Random } from './random';

/**
 * What a field holds, so the fuzzer knows which values are wrong for it. Each list holds only
 * values the field's schema (or the server's own rule) must refuse.
 */
export type FieldKind =
  | { kind: 'text'; max: number; required: boolean }
  | { kind: 'link' }
  | { kind: 'upload' }
  | { kind: 'enum' }
  | { kind: 'int'; min: number; max?: number; nullable?: boolean }
  | { kind: 'id' }
  | { kind: 'bool' }
  | { kind: 'address'; nullable: boolean }
  | { kind: 'timestamp' }
  | { kind: 'phone' }
  | { kind: 'array'; max: number; valid: () => unknown }
  | { kind: 'object' }
  | { kind: 'signature' };

const huge = (r: Random, min: number) => 'x'.repeat(min + 1 + r.int(0, 3) * r.int(0, 5000));

export function malformedValue(field: FieldKind, r: Random): unknown {
  const wrongType = [r.int(-5, 5), true, [], {}, r.pick([[1, 2], { a: 1 }])];
  switch (field.kind) {
    case 'text':
      return r.pick([...wrongType, null, huge(r, field.max), ...(field.required ? ['', '   \n '] : [])]);
    case 'link':
      return r.pick([
        ...wrongType,
        null,
        'javascript:alert(1)',
        'http://example.com/a',
        'not a link',
        'ftp://x.com/a',
        `https://x.com/${huge(r, 2048)}`,
      ]);
    case 'upload':
      return r.pick([...wrongType, 'ftp://x/a.png', '/local/uploads/../secret', 'relative.png', 'http://x.com/a.png']);
    case 'enum':
      return r.pick([...wrongType, null, 'FOO', 'ethereum', '', 'SINGLE ', 'DROP TABLE launchpads']);
    case 'int':
      return r.pick([
        '1',
        1.5,
        true,
        'abc',
        field.min - 1,
        field.min - 1000,
        ...(field.max === undefined ? [] : [field.max + 1]),
        ...(field.nullable ? [] : [null]),
      ]);
    case 'id':
      return r.pick(['1', 0, -1, 1.5, null, true, 'abc', {}]);
    case 'bool':
      return r.pick(['true', 1, 0, null, 'yes', []]);
    case 'address':
      return r.pick([
        '0x123',
        `0x${'g'.repeat(40)}`,
        `0x${'a'.repeat(41)}`,
        'abc',
        42,
        [],
        ...(field.nullable ? [] : [null]),
      ]);
    case 'timestamp':
      return r.pick(['yesterday', '2026-13-45T00:00:00Z', 123, true, '2026/01/01', []]);
    case 'phone':
      return r.pick([
        '01012345',
        '010123456789',
        '02-1234-5678',
        '010-1234-5678',
        1012345678,
        '',
        null,
        ' 01012345678x',
      ]);
    case 'array':
      return r.pick(['x', {}, 5, null, true, Array.from({ length: field.max + 1 }, field.valid)]);
    case 'object':
      return r.pick(['x', [], 5, null, true, {}]);
    case 'signature':
      return r.pick(['0x1234', 'abc', 123, null, `0x${'z'.repeat(130)}`]);
  }
}

/** A path parameter or query value that is not a positive whole number. */
export function malformedId(r: Random): string {
  return r.pick(['abc', '0', '-1', '1.5', '1e3', '9999999999999999', '%20', '', ' 1', '0x10', '１']);
}

/** A request body that is not valid JSON: a strict prefix of a JSON object, or junk. */
export function malformedJson(r: Random, valid: string): string {
  return r.pick([
    valid.slice(0, r.int(0, valid.length - 1)),
    '{"a":}',
    "{'a':1}",
    'undefined',
    '\u0000',
    '{"a":1,}',
    valid + '}',
  ]);
}
