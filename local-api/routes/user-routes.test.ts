import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-support/test-api';

let t: TestApi;
beforeEach(async () => {
  t = await startTestApi();
});
afterEach(() => t.close());

describe('user info', () => {
  it('given the demo creator, then the info has consent, a phone number and company details', async () => {
    const info = await (await t.signIn()).ok('getUserInfo');
    expect(info).toMatchObject({ userId: 'creator', name: '김하늘', termsAgreed: true, phoneNumber: '01012345678' });
    expect(info.company?.name).toBe('하늘스튜디오 주식회사');
  });

  it('given a new phone number, then it is kept and the info comes back', async () => {
    const client = await t.signIn('newcomer');
    const info = await client.ok('updatePhone', { body: { phoneNumber: '01098765432' } });
    expect(info.phoneNumber).toBe('01098765432');
    expect((await client.ok('getUserInfo')).phoneNumber).toBe('01098765432');
  });

  it('given a bad phone number, then 400 with the spec message at the field', async () => {
    const answer = await (await t.signIn()).call('updatePhone', { body: { phoneNumber: '0101234567' } });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toEqual({
      code: 'BAD_REQUEST',
      message: '휴대폰 번호를 다시 확인해주세요.',
      field: 'phoneNumber',
    });
  });
});
