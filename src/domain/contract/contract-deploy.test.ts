import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkDeployForm, deployConfirmations, deployFormSchema, formatNativeAmount } from './contract-deploy';

describe('contract deploy rules', () => {
  it('given a fee in wei, then it reads in the chain unit, rounded up to six decimals', () => {
    expect(formatNativeAmount(1_234_567_000_000_000n, 18, 'LUK')).toBe('0.001235 LUK');
    expect(formatNativeAmount(2n * 10n ** 18n, 18, 'ETH')).toBe('2 ETH');
    expect(formatNativeAmount(1n, 18, 'ETH')).toBe('0.000001 ETH');
  });

  it('given the form, then a blank name and a Korean symbol are refused with their own messages', () => {
    const result = v.safeParse(deployFormSchema, { name: ' ', symbol: '한강' });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toEqual([
      '내용을 작성해주세요.',
      '심볼은 영문과 숫자로 11자 이하로 입력해 주세요.',
    ]);
    expect(v.safeParse(deployFormSchema, { name: '한강 컬렉션', symbol: 'HANGANG' }).success).toBe(true);
  });

  it('given the form checked, then each field’s own message, or the trimmed values', () => {
    expect(checkDeployForm({ name: '한강 컬렉션', symbol: '' })).toEqual({
      ok: false,
      name: undefined,
      symbol: '내용을 작성해주세요.',
    });
    expect(checkDeployForm({ name: ' 한강 컬렉션 ', symbol: 'HGM ' })).toEqual({
      ok: true,
      values: { name: '한강 컬렉션', symbol: 'HGM' },
    });
  });

  it('given a test chain or a mainnet, then one or three confirmations', () => {
    expect(deployConfirmations({ testnet: true })).toBe(1);
    expect(deployConfirmations({ testnet: false })).toBe(3);
  });
});
