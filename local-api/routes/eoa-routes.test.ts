import { Wallet } from 'ethers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSignInMessage, SIGN_IN_STATEMENT } from '../../src/domain/wallet/sign-in-message';
import type { ApiClient } from '../test-support/api-client';
import { startTestApi, type TestApi } from '../test-support/test-api';

let t: TestApi;
beforeEach(async () => {
  // Access tokens outlive the nonce here, so the clock can pass the nonce's 10 minutes.
  t = await startTestApi({ accessTtlSeconds: 3600 });
});
afterEach(() => t.close());

// Hardhat's first two well-known test accounts.
const alice = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const bob = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

async function signedMessage(
  client: ApiClient,
  wallet: Wallet,
  overrides: Partial<{ domain: string; nonce: string; expirationTime: string; address: string }> = {},
) {
  const { nonce, issuedAt, expiresAt } = await client.ok('createEoaNonce');
  const message = formatSignInMessage({
    domain: 'localhost:5173',
    address: wallet.address,
    statement: SIGN_IN_STATEMENT,
    uri: 'http://localhost:5173/me/wallet',
    chainId: 11155111,
    nonce,
    issuedAt,
    expirationTime: expiresAt,
    ...overrides,
  });
  return { message, signature: await wallet.signMessage(message), nonce };
}

describe('EOA registration', () => {
  it('given a creator without a wallet, then GET /eoa answers {eoa: null}', async () => {
    expect(await (await t.signIn()).ok('getEoa')).toEqual({ eoa: null });
  });

  it('given a nonce, then it is alphanumeric and expires within 10 minutes', async () => {
    const nonce = await (await t.signIn()).ok('createEoaNonce');
    expect(nonce.issuedAt).toBe(t.clock.now().toISOString());
    expect(Date.parse(nonce.expiresAt) - Date.parse(nonce.issuedAt)).toBe(10 * 60 * 1000);
  });

  it('given a message signed by its address over an issued nonce, then the EOA is registered', async () => {
    const creator = await t.signIn();
    const registered = await creator.ok('registerEoa', { body: await signedMessage(creator, alice) });
    expect(registered).toEqual({
      address: alice.address,
      chainId: 11155111,
      registeredAt: t.clock.now().toISOString(),
    });
    expect(await creator.ok('getEoa')).toEqual({ eoa: registered });
  });

  it('given a lower-case address in the message, then it is accepted and stored checksummed', async () => {
    const creator = await t.signIn();
    const body = await signedMessage(creator, alice, { address: alice.address.toLowerCase() });
    expect((await creator.ok('registerEoa', { body })).address).toBe(alice.address);
  });

  it('given a second registration with another wallet, then it replaces the first', async () => {
    const creator = await t.signIn();
    await creator.ok('registerEoa', { body: await signedMessage(creator, alice) });
    await creator.ok('registerEoa', { body: await signedMessage(creator, bob) });
    expect((await creator.ok('getEoa')).eoa?.address).toBe(bob.address);
  });

  it('given a signature by another wallet, then 400 on the signature field', async () => {
    const creator = await t.signIn();
    const body = await signedMessage(creator, alice, { address: bob.address });
    const answer = await creator.call('registerEoa', { body });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error).toMatchObject({ code: 'BAD_REQUEST', field: 'signature' });
    expect(!answer.ok && answer.error.message).toContain('서명한 지갑이 메시지의 지갑 주소와 다릅니다.');
    expect(await creator.ok('getEoa')).toEqual({ eoa: null });
  });

  it('given a used nonce, then the second use is refused', async () => {
    const creator = await t.signIn();
    const body = await signedMessage(creator, alice);
    await creator.ok('registerEoa', { body });
    const again = await creator.call('registerEoa', { body });
    expect(again.status).toBe(400);
    expect(!again.ok && again.error.message).toContain('이미 사용된');
  });

  it('given a nonce the server never issued, or issued to another user, then 400', async () => {
    const creator = await t.signIn();
    const newcomer = await t.signIn('newcomer');
    const invented = await signedMessage(creator, alice, { nonce: 'abcdef0123456789' });
    expect((await creator.call('registerEoa', { body: invented })).status).toBe(400);
    const theirs = await signedMessage(creator, alice);
    expect((await newcomer.call('registerEoa', { body: theirs })).status).toBe(400);
    // Still unspent for its owner.
    expect((await creator.call('registerEoa', { body: theirs })).status).toBe(200);
  });

  it('given a nonce older than 10 minutes, then 400 expired', async () => {
    const creator = await t.signIn();
    const body = await signedMessage(creator, alice, { expirationTime: '2099-01-01T00:00:00.000Z' });
    t.clock.advanceSeconds(10 * 60 + 1);
    const answer = await creator.call('registerEoa', { body });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error.message).toBe('서명 요청이 만료되었습니다. 다시 시도해 주세요.');
  });

  it('given a message past its own expiration time, then 400 even with a fresh nonce', async () => {
    const creator = await t.signIn();
    const body = await signedMessage(creator, alice, {
      expirationTime: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    t.clock.advanceSeconds(61);
    const answer = await creator.call('registerEoa', { body });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error.message).toContain('만료');
  });

  it.each([['evil.example'], ['localhost.evil.example:5173'], ['example.com']])(
    'given the foreign domain %s, then 400',
    async (domain) => {
      const creator = await t.signIn();
      const answer = await creator.call('registerEoa', { body: await signedMessage(creator, alice, { domain }) });
      expect(answer.status).toBe(400);
      expect(!answer.ok && answer.error.message).toContain('이 사이트에서 만든 서명 요청이 아닙니다.');
    },
  );

  it.each([['127.0.0.1:4173'], ['localhost:9999'], ['localhost']])(
    'given the loopback domain %s, then it is accepted',
    async (domain) => {
      const creator = await t.signIn();
      expect(
        (await creator.call('registerEoa', { body: await signedMessage(creator, alice, { domain }) })).status,
      ).toBe(200);
    },
  );

  it('given text that is not a sign-in message, then 400 on the message field', async () => {
    const creator = await t.signIn();
    const message = 'hello';
    const answer = await creator.call('registerEoa', {
      body: { message, signature: await alice.signMessage(message) },
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.error.field).toBe('message');
  });
});
