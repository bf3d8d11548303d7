import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { installValidationMessages } from './messages';
import { phoneNumberSchema } from './rules';

beforeAll(installValidationMessages);

const first = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('global validation messages', () => {
  it('names a value that is not a string', () => {
    expect(first(v.string(), 3)).toBe('유효하지 않은 문자열입니다.');
  });
  it('asks for content when a value is missing or null', () => {
    expect(first(v.string(), undefined)).toBe('내용을 작성해주세요.');
    expect(first(v.number(), null)).toBe('내용을 작성해주세요.');
    expect(first(v.object({ name: v.string() }), {})).toBe('내용을 작성해주세요.');
  });
  it('asks for content when shorter than a minimum of 1', () => {
    expect(first(v.pipe(v.string(), v.minLength(1)), '')).toBe('내용을 작성해주세요.');
  });
  it('states other minimum lengths', () => {
    expect(first(v.pipe(v.string(), v.minLength(3)), 'ab')).toBe('최소 3자 이상 입력해 주세요.');
  });
  it('states the maximum length', () => {
    expect(first(v.pipe(v.string(), v.maxLength(5)), 'abcdef')).toBe('항목이 5자를 넘어갑니다.');
  });
  it('lets schema-specific messages win', () => {
    expect(first(phoneNumberSchema, '123')).toBe('휴대폰 번호를 다시 확인해주세요.');
  });
  it('keeps valibot wording for other issues', () => {
    expect(first(v.picklist(['A', 'B']), 'C')).toMatch(/^Invalid/);
  });
});
