import { describe, expect, it } from 'vitest';
import { FakeEoaApi } from '../../../tests/fakes/fake-eoa-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeWallet } from '../../../tests/fakes/fake-wallet';
import { FixedClock } from '../../../tests/fakes/fixed-clock';
import { parseSignInMessage, SIGN_IN_STATEMENT } from '../../domain/wallet/sign-in-message';
import { UserRejectedError, ValidationError, WalletError } from '../errors/app-error';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import { MeCache } from '../me/me-cache';
import { meKeys } from '../reads/me-reads';
import { RegisterEoa } from './register-eoa';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const request = { domain: 'localhost:5173', uri: 'http://localhost:5173/me/wallet', registered: null };

async function makeSut({ connected = true } = {}) {
  const clock = new FixedClock('2026-11-23T09:00:00.000Z');
  const api = new FakeCreatorsServer(clock);
  const wallet = new FakeWallet();
  wallet.accounts = [ACCOUNT];
  if (connected) await wallet.connect();
  const reads = new InMemoryReadCache();
  return { clock, api, wallet, reads, sut: new RegisterEoa(new FakeEoaApi(api), wallet, clock, new MeCache(reads)) };
}

describe('RegisterEoa', () => {
  it('given a connected wallet, when registering, then the signed message names domain, account, chain, nonce and a ≤ 10 min expiry, and is posted', async () => {
    const { api, wallet, reads, sut } = await makeSut();
    const eoa = await sut.execute(request);
    expect(eoa.address).toBe(ACCOUNT);
    // The pages that show the registered wallet (the wallet page, the contract step's owner check) follow.
    expect(reads.getQueryData(meKeys.eoa())).toEqual(eoa);
    expect(wallet.signed).toHaveLength(1);
    const { address, message } = wallet.signed[0]!;
    expect(address).toBe(ACCOUNT);
    const parsed = parseSignInMessage(message);
    expect(parsed).toMatchObject({
      domain: 'localhost:5173',
      address: ACCOUNT,
      statement: SIGN_IN_STATEMENT,
      uri: 'http://localhost:5173/me/wallet',
      chainId: 11155111,
      issuedAt: '2026-11-23T09:00:00.000Z',
    });
    const nonceCall = api.callsOf('createEoaNonce');
    expect(nonceCall).toHaveLength(1);
    expect(parsed!.nonce).toMatch(/^nonce\d+abcdef$/);
    const age = Date.parse(parsed!.expirationTime) - Date.parse(parsed!.issuedAt);
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThanOrEqual(10 * 60_000);
    expect(api.callsOf('registerEoa')).toEqual([[{ message, signature: `0x${'ab'.repeat(65)}` }]]);
  });

  it('given the server nonce expires in 5 min, then the message expires with it, not later', async () => {
    const { wallet, sut } = await makeSut();
    await sut.execute(request);
    expect(parseSignInMessage(wallet.signed[0]!.message)!.expirationTime).toBe('2026-11-23T09:05:00.000Z');
  });

  it('given no connected wallet, then it fails with WalletError(disconnected) and asks nothing', async () => {
    const { api, sut } = await makeSut({ connected: false });
    await expect(sut.execute(request)).rejects.toMatchObject({ reason: 'disconnected' });
    expect(api.callsOf('createEoaNonce')).toHaveLength(0);
  });

  it('given another account than the registered EOA (계정 불일치), then signing is refused before any prompt', async () => {
    const { api, wallet, sut } = await makeSut();
    const registered = {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      registeredAt: '2026-11-01T00:00:00.000Z',
    };
    const error = await sut.execute({ ...request, registered }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ reason: 'account-mismatch' });
    expect(wallet.signed).toHaveLength(0);
    expect(api.callsOf('createEoaNonce')).toHaveLength(0);
  });

  it('given 계정 불일치 and a confirmed replacement, then the connected account signs and replaces the registered EOA', async () => {
    const { api, wallet, sut } = await makeSut();
    const registered = {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 1,
      registeredAt: '2026-11-01T00:00:00.000Z',
    };
    const eoa = await sut.execute({ ...request, registered, replace: true });
    expect(wallet.signed).toHaveLength(1);
    expect(api.callsOf('createEoaNonce')).toHaveLength(1);
    expect(eoa.address.toLowerCase()).toBe(ACCOUNT.toLowerCase());
  });

  it('given the registered EOA connected (lower case), then registering again is allowed', async () => {
    const { wallet, sut } = await makeSut();
    const registered = { address: ACCOUNT.toLowerCase(), chainId: 1, registeredAt: '2026-11-01T00:00:00.000Z' };
    await sut.execute({ ...request, registered });
    expect(wallet.signed).toHaveLength(1);
  });

  it('given the creator rejects the signature, then UserRejectedError and nothing is posted', async () => {
    const { api, wallet, sut } = await makeSut();
    wallet.failNext(new UserRejectedError('rejected'), 'signMessage');
    await expect(sut.execute(request)).rejects.toBeInstanceOf(UserRejectedError);
    expect(api.callsOf('registerEoa')).toHaveLength(0);
  });

  it('given the API refuses the proof, then its ValidationError reaches the caller', async () => {
    const { api, reads, sut } = await makeSut();
    api.failNext(
      new ValidationError('서명 요청이 만료되었습니다. 다시 시도해 주세요.', 'message', { status: 400 }),
      'registerEoa',
    );
    await expect(sut.execute(request)).rejects.toBeInstanceOf(ValidationError);
    expect(reads.getQueryData(meKeys.eoa())).toBeUndefined();
  });
});
