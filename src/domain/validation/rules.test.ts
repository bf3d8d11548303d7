import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { installValidationMessages } from './messages';
import {
  contractAddressSchema,
  createNullableYearSchema,
  createYearSchema,
  httpsLinkSchema,
  instagramLinkSchema,
  kakaoTalkLinkSchema,
  phoneNumberSchema,
  xLinkSchema,
  youtubeLinkSchema,
} from './rules';

beforeAll(installValidationMessages);

type Case = readonly [input: unknown, expected: true | string];

/** Runs a table: `true` means the input is accepted, a string is the exact message expected. */
function table(schema: v.GenericSchema, cases: readonly Case[]) {
  it.each(cases.map(([input, expected]) => ({ input, expected })))('$input → $expected', ({ input, expected }) => {
    const result = v.safeParse(schema, input);
    if (expected === true) {
      expect(result.issues?.map((i) => i.message)).toBeUndefined();
      expect(result.success).toBe(true);
    } else {
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(expected);
    }
  });
}

const HEX40 = 'a'.repeat(40);
const ADDRESS = '유효하지 않은 스마트 컨트랙트 주소입니다.';
describe('contractAddressSchema', () => {
  table(contractAddressSchema, [
    [`0x${HEX40}`, true],
    ['0x52908400098527886E0F7030069857D2E4169EE7', true],
    [`0x${'A'.repeat(40)}`, true],
    // EIP-55: all lower / all upper carry no checksum; mixed case with a wrong one is a typo.
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true],
    ['0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', true],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true],
    ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', ADDRESS],
    ['0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', ADDRESS],
    [`0x${'a'.repeat(39)}`, ADDRESS],
    [`0x${'a'.repeat(41)}`, ADDRESS],
    [HEX40, ADDRESS],
    [`0X${HEX40}`, ADDRESS],
    [`0x${'g'.repeat(40)}`, ADDRESS],
    [` 0x${HEX40}`, ADDRESS],
    [`0x${HEX40} `, ADDRESS],
    ['', ADDRESS],
    [42, '유효하지 않은 문자열입니다.'],
    [null, '내용을 작성해주세요.'],
  ]);
});

const PHONE = '휴대폰 번호를 다시 확인해주세요.';
describe('phoneNumberSchema', () => {
  table(phoneNumberSchema, [
    ['01012345678', true],
    ['01000000000', true],
    ['0101234567', PHONE],
    ['010123456789', PHONE],
    ['01112345678', PHONE],
    ['02012345678', PHONE],
    ['010-1234-5678', PHONE],
    [' 01012345678', PHONE],
    ['01012345678 ', PHONE],
    ['0101234567a', PHONE],
    ['', PHONE],
    [undefined, '내용을 작성해주세요.'],
  ]);
});

const HTTPS = '올바른 형식의 링크를 입력해 주세요.';
describe('httpsLinkSchema', () => {
  table(httpsLinkSchema, [
    ['https://example.com', true],
    ['  https://example.com/a?b=c  ', true],
    ['', true],
    ['   ', true],
    ['http://example.com', HTTPS],
    ['HTTP://example.com', HTTPS],
    ['javascript:alert(1)', HTTPS],
    ['https://', HTTPS],
    ['example.com', HTTPS],
    ['https://exa mple.com', HTTPS],
    [null, '내용을 작성해주세요.'],
  ]);
  it('trims what it returns', () => {
    expect(v.parse(httpsLinkSchema, '  https://example.com  ')).toBe('https://example.com');
  });
  it('accepts null only in the nullable variant', () => {
    expect(v.safeParse(v.nullable(httpsLinkSchema), null).success).toBe(true);
  });
});

function socialCases(host: string, message: string, extraValid: readonly string[] = []): Case[] {
  return [
    [`https://www.${host}/abc`, true],
    [`https://${host}/abc`, true],
    [`www.${host}/abc`, true],
    [`${host}/@someone`, true],
    [`  https://${host}/abc  `, true],
    ['', true],
    ['  ', true],
    ...extraValid.map((url): Case => [url, true]),
    [`http://${host}/abc`, message],
    [`https://${host}`, message],
    [`https://${host}/`, message],
    [`${host}`, message],
    [`https://not${host}/abc`, message],
    [`https://${host}.example.org/abc`, message],
    [`https://evil.com/${host}/abc`, message],
    [`https://m.${host}/abc`, message],
    ['javascript:alert(1)', message],
    [null, '내용을 작성해주세요.'],
  ];
}

describe('youtubeLinkSchema', () => {
  table(
    youtubeLinkSchema,
    socialCases('youtube.com', '유효하지 않은 유튜브 링크입니다.', ['https://youtu.be/dQw4w9WgXcQ', 'youtu.be/x']),
  );
  table(youtubeLinkSchema, [['https://notyoutu.be/x', '유효하지 않은 유튜브 링크입니다.']]);
});
describe('instagramLinkSchema', () => {
  table(instagramLinkSchema, socialCases('instagram.com', '유효하지 않은 인스타그램 링크입니다.'));
});
describe('xLinkSchema', () => {
  table(xLinkSchema, socialCases('x.com', '유효하지 않은 X 링크입니다.'));
  table(xLinkSchema, [['https://twitter.com/abc', '유효하지 않은 X 링크입니다.']]);
});
describe('kakaoTalkLinkSchema', () => {
  table(kakaoTalkLinkSchema, socialCases('open.kakao.com', '유효하지 않은 카카오톡 링크입니다.'));
  table(kakaoTalkLinkSchema, [['https://kakao.com/o/abc', '유효하지 않은 카카오톡 링크입니다.']]);
});

describe('createYearSchema', () => {
  const message = '1950 ~ 2026까지만 허용 됩니다.';
  table(createYearSchema(2026), [
    [1950, true],
    [2000, true],
    [2026, true],
    [1949, message],
    [2027, message],
    [2000.5, message],
    [null, '내용을 작성해주세요.'],
  ]);
  it('names the year it was given', () => {
    expect(v.safeParse(createYearSchema(2031), 2032).issues?.[0]?.message).toBe('1950 ~ 2031까지만 허용 됩니다.');
  });
});

describe('createNullableYearSchema', () => {
  table(createNullableYearSchema(2026), [
    [null, true],
    [1950, true],
    [2026, true],
    [1949, '1950 ~ 2026까지만 허용 됩니다.'],
    [2027, '1950 ~ 2026까지만 허용 됩니다.'],
  ]);
});
