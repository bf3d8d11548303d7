import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeWallet } from '../../../tests/fakes/fake-wallet';
import type { RegisteredEoa } from '../../application/wallet/registered-eoa';
import { NetworkError } from '../../application/errors/app-error';
import { DeployRun } from './deploy-run';
import { WalletLink } from './wallet-link';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** A link over a fake wallet whose registered EOA is `eoa` (a rejection: the read failed). */
async function makeSut(eoa: string | null | Error, { connected = [] as string[] } = {}) {
  const wallet = new FakeWallet();
  const reporter = new FakeErrorReporter();
  const registered = { address: () => (eoa instanceof Error ? Promise.reject(eoa) : Promise.resolve(eoa)) };
  const link = new WalletLink(wallet, registered as RegisteredEoa, reporter);
  const stop = link.start();
  if (connected.length > 0) {
    wallet.accounts = connected;
    await wallet.connect();
  }
  await link.loaded;
  return { link, wallet, reporter, stop };
}

describe('WalletLink, the contract step’s wallet hint', () => {
  it('given no wallet registered, then the hint is about registering one', async () => {
    const { link, stop } = await makeSut(null);
    expect(link.trouble).toBe('지갑 없음');
    stop();
  });

  it('given another account connected than the registered one, then the hint is about the account', async () => {
    const { link, stop } = await makeSut(EOA, { connected: [OTHER] });
    expect([link.status, link.trouble]).toEqual(['계정 불일치', '계정 불일치']);
    stop();
  });

  it('given the registered wallet connected, or registered and not connected, then no hint', async () => {
    const connected = await makeSut(EOA, { connected: [EOA.toLowerCase()] });
    expect([connected.link.status, connected.link.trouble]).toEqual(['정상 연결', null]);
    connected.stop();
    const registered = await makeSut(EOA);
    expect([registered.link.status, registered.link.trouble]).toEqual(['등록만 됨', null]);
    registered.stop();
  });

  it('given the registered EOA not read (yet, or the read failed), then nothing is said about it, and the failure is reported', async () => {
    const { link, reporter, stop } = await makeSut(new NetworkError('down'));
    expect([link.known, link.trouble]).toEqual([false, null]);
    expect(reporter.reports.map((r) => r.context)).toEqual([{ area: 'launchpads', action: 'load-eoa-for-deploy' }]);
    stop();
  });
});

describe('DeployRun.underWay: what the address field and 저장 wait for', () => {
  it('is under way from the send until it ends; a failure that may still be mined keeps it under way', async () => {
    const run = new DeployRun();
    expect(run.underWay).toBe(false);
    let finish!: (result: never) => void;
    const shown = run.show(() => new Promise((resolve) => (finish = resolve)), new AbortController().signal);
    expect(run.underWay).toBe(true);
    const deploy = { transactionHash: `0x${'a1'.repeat(32)}` } as never;
    finish({ ok: false, failure: { reason: 'timeout', stillPending: true, error: new Error('slow') } } as never);
    await shown;
    run.state = {
      kind: 'failed',
      failure: { reason: 'timeout', stillPending: true },
      phase: { kind: 'sent', deploy } as never,
      following: deploy,
    };
    expect(run.underWay).toBe(true);
    const again = run.show(
      async () =>
        ({ ok: false, failure: { reason: 'rejected', stillPending: false, error: new Error('no') } }) as never,
      new AbortController().signal,
    );
    await again;
    expect(run.underWay).toBe(false);
  });
});
