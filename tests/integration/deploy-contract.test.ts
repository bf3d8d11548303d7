import { describe, expect, it } from 'vitest';
import { DEPLOYED, EOA, makeDeployKit, MULTI_ON_SEPOLIA, SEPOLIA, USER } from '../support/deploy-kit';
import { until } from '../support/until';
import { TimeoutError, UserRejectedError, WalletError } from '../../src/application/errors/app-error';
import type { DeployPhase } from '../../src/application/deploy/deploy-contract';
import { LaunchLockedError } from '../../src/application/launchpads/launch-lock';
import { launchpadKeys } from '../../src/application/reads/launchpad-reads';

const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HASH = `0x${'a1'.repeat(32)}`;
const SPED_UP = `0x${'b2'.repeat(32)}`;

const mined = (transactionHash = HASH) => ({
  kind: 'outcome' as const,
  outcome: { kind: 'mined' as const, transactionHash, contractAddress: DEPLOYED, blockNumber: 12 },
});

async function makeSut() {
  const kit = await makeDeployKit({ name: '한강 멀티', symbol: 'HGM', typed: ' 한강 멀티 ' });
  const phases: DeployPhase[] = [];
  return {
    ...kit,
    phases,
    draftOf: kit.pendingDeploy,
    deploy: () => kit.useCase.deploy(kit.input, (phase) => phases.push(phase)),
  };
}

describe('DeployContract', () => {
  it('given 정상 연결, when deployed, then switch → sign → sent → confirming → saving, the hash kept before mining, and the contract saved with its deployment info', async () => {
    const { deploy, deployer, deploys, wallet, phases, draftOf, api, queryClient } = await makeSut();
    deployer.script = [{ kind: 'seen', nonce: 7 }, { kind: 'hold' }, { kind: 'confirming', confirmations: 1 }, mined()];

    const result = deploy();
    await until(() => deployer.followed.length > 0);
    // The moment the wallet returned the hash, before anything is mined: in the draft and on the server.
    expect(draftOf()).toMatchObject({
      transactionHash: HASH,
      from: EOA,
      standard: 'ERC1155',
      name: '한강 멀티',
      startBlock: 10,
    });
    expect(deploys.records.get(MULTI_ON_SEPOLIA)).toMatchObject({ transactionHash: HASH, nonce: 7 });
    deployer.release();

    const done = await result;
    expect(wallet.switched).toEqual([SEPOLIA]);
    expect(deployer.sent).toEqual([
      { chainId: SEPOLIA, standard: 'ERC1155', name: '한강 멀티', symbol: 'HGM', from: EOA },
    ]);
    expect(phases.map((p) => p.kind)).toEqual(['switching', 'signing', 'sent', 'confirming', 'saving']);
    expect(phases[3]).toMatchObject({ confirmations: 1, needed: 1 });
    expect(done).toMatchObject({
      ok: true,
      contractAddress: DEPLOYED,
      saved: {
        contract: { address: DEPLOYED, ownerAddress: EOA, standard: 'ERC1155' },
        deployment: { transactionHash: HASH, blockNumber: 12 },
      },
    });
    expect(api.callsOf('upsertContract')).toHaveLength(1);
    expect(deploys.finished).toEqual([
      expect.objectContaining({ transactionHash: HASH, result: 'DEPLOYED', blockNumber: 12 }),
    ]);
    expect(draftOf()).toBeNull();
    expect(deploys.records.size).toBe(0);
    // The contract step's reads show the deployed contract and the closed record's transaction.
    expect(queryClient.getQueryData(launchpadKeys.contractMetadata(MULTI_ON_SEPOLIA))).toMatchObject({
      contract: { address: DEPLOYED },
    });
    expect(queryClient.getQueryData(launchpadKeys.deploymentInfo(MULTI_ON_SEPOLIA))).toMatchObject({
      transactionHash: HASH,
      blockNumber: 12,
    });
  });

  it('given a deploy sped up in MetaMask, then the record follows the replacement and it is the one saved', async () => {
    const { deploy, deployer, deploys, phases, draftOf } = await makeSut();
    deployer.script = [
      { kind: 'seen', nonce: 7 },
      { kind: 'replaced', transactionHash: SPED_UP },
      { kind: 'hold' },
      mined(SPED_UP),
    ];

    const result = deploy();
    await until(() => deploys.records.get(MULTI_ON_SEPOLIA)?.transactionHash === SPED_UP);
    expect(draftOf()).toMatchObject({ transactionHash: SPED_UP, nonce: 7 });
    deployer.release();

    expect(await result).toMatchObject({ ok: true, saved: { deployment: { transactionHash: SPED_UP } } });
    expect(
      phases.filter((p) => p.kind === 'sent').map((p) => (p.kind === 'sent' ? p.deploy.transactionHash : null)),
    ).toEqual([HASH, SPED_UP]);
    expect(deploys.finished[0]).toMatchObject({ transactionHash: SPED_UP, result: 'DEPLOYED' });
  });

  it('given the signature is rejected, then "rejected" and nothing is kept', async () => {
    const { deploy, deployer, deploys, draftOf } = await makeSut();
    deployer.failNext(new UserRejectedError('no'), 'send');
    expect(await deploy()).toMatchObject({ ok: false, failure: { reason: 'rejected', stillPending: false } });
    expect(draftOf()).toBeNull();
    expect(deploys.records.size).toBe(0);
  });

  it('given the account cannot pay the fee, then "insufficient-funds"', async () => {
    const { deploy, deployer } = await makeSut();
    deployer.failNext(new WalletError('insufficient-funds'), 'send');
    expect(await deploy()).toMatchObject({ ok: false, failure: { reason: 'insufficient-funds' } });
  });

  it('given the chain switch is refused, then "chain-switch-refused" and nothing is sent', async () => {
    const { deploy, deployer, wallet } = await makeSut();
    wallet.failNext(new UserRejectedError('no'), 'switchChain');
    expect(await deploy()).toMatchObject({ ok: false, failure: { reason: 'chain-switch-refused' } });
    expect(deployer.sent).toEqual([]);
  });

  it.each([
    ['reverted', { kind: 'reverted' as const, transactionHash: HASH }],
    ['cancelled', { kind: 'cancelled' as const, transactionHash: SPED_UP }],
    ['dropped', { kind: 'dropped' as const }],
  ])(
    'given the deploy ends %s, then that reason, nothing saved, and the record closed on both sides',
    async (reason, outcome) => {
      const { deploy, deployer, deploys, api, draftOf } = await makeSut();
      deployer.script = [
        { kind: 'seen', nonce: 7 },
        { kind: 'outcome', outcome },
      ];
      expect(await deploy()).toMatchObject({ ok: false, failure: { reason, stillPending: false } });
      expect(api.callsOf('upsertContract')).toEqual([]);
      expect(deploys.finished).toEqual([expect.objectContaining({ result: 'FAILED', transactionHash: HASH })]);
      expect(draftOf()).toBeNull();
    },
  );

  it('given the chain endpoint times out while following, then "timeout" and the deploy stays kept for the next visit', async () => {
    const { deploy, deployer, deploys, draftOf } = await makeSut();
    deployer.script = [
      { kind: 'seen', nonce: 7 },
      { kind: 'throw', error: new TimeoutError(10_000) },
    ];
    expect(await deploy()).toMatchObject({ ok: false, failure: { reason: 'timeout', stillPending: true } });
    expect(draftOf()).toMatchObject({ transactionHash: HASH });
    expect(deploys.records.get(MULTI_ON_SEPOLIA)).toMatchObject({ transactionHash: HASH });
  });

  it.each([
    ['심사 중', 'IN_REVIEW'],
    ['종료', 'ENDED'],
  ] as const)(
    'given a launch %s (its contract fixed), then "locked": nothing is asked of the wallet or kept',
    async (_, status) => {
      const { deploy, wallet, deployer, deploys, api, draftOf } = await makeSut();
      api.launchpad(MULTI_ON_SEPOLIA).status = status;
      const result = await deploy();
      expect(result).toMatchObject({ ok: false, failure: { reason: 'locked', stillPending: false } });
      expect(result.ok || result.failure.error).toBeInstanceOf(LaunchLockedError);
      expect([wallet.switched, deployer.sent, api.callsOf('upsertContract')]).toEqual([[], [], []]);
      expect([draftOf(), deploys.records.size]).toEqual([null, 0]);
    },
  );

  it('given another account connected (계정 불일치) or none, then nothing is asked of the wallet', async () => {
    const { deploy, wallet, deployer } = await makeSut();
    wallet.changeAccounts([OTHER]);
    expect(await deploy()).toMatchObject({ ok: false, failure: { reason: 'account-mismatch' } });
    await wallet.disconnect();
    expect(await deploy()).toMatchObject({ ok: false, failure: { reason: 'not-connected' } });
    expect(wallet.switched).toEqual([]);
    expect(deployer.sent).toEqual([]);
  });

  it('given a deploy kept only on the server (another device), when the step is visited, then it is found and followed to the saved contract', async () => {
    const { useCase, deploys, deployer, phases } = await makeSut();
    const kept = {
      launchpadId: MULTI_ON_SEPOLIA,
      chainId: SEPOLIA,
      standard: 'ERC1155' as const,
      name: '한강 멀티',
      symbol: 'HGM',
      from: EOA,
      transactionHash: HASH,
      nonce: 7,
      startBlock: 10,
      sentAt: '2026-11-25T10:00:00.000Z',
    };
    deploys.records.set(MULTI_ON_SEPOLIA, kept);

    const found = await useCase.findPending(USER, MULTI_ON_SEPOLIA);
    expect(found).toEqual(kept);
    const result = await useCase.resume({ userId: USER, collectionType: 'MULTI', eoa: EOA }, found!, (phase) =>
      phases.push(phase),
    );

    expect(result).toMatchObject({ ok: true, contractAddress: DEPLOYED });
    expect(deployer.sent).toEqual([]);
    expect(phases[0]).toMatchObject({ kind: 'sent', deploy: { transactionHash: HASH } });
  });
});

describe('PendingDeploys', () => {
  it('given a record only in this browser’s draft (the server was unreachable), then a later visit still finds it', async () => {
    const { useCase, deploy, deployer, deploys } = await makeSut();
    deploys.failNext(new TimeoutError(10_000), 'keepPendingDeploy');
    deployer.script = [{ kind: 'throw', error: new TimeoutError(10_000) }];
    await deploy();
    expect(deploys.records.size).toBe(0);
    expect(await useCase.findPending(USER, MULTI_ON_SEPOLIA)).toMatchObject({ transactionHash: HASH });
  });

  it('given the draft and the server disagree (a replacement followed elsewhere), then the server’s record is followed', async () => {
    const { useCase, deploy, deployer, deploys } = await makeSut();
    deployer.script = [{ kind: 'throw', error: new TimeoutError(10_000) }];
    await deploy();
    deploys.records.set(MULTI_ON_SEPOLIA, {
      ...deploys.records.get(MULTI_ON_SEPOLIA)!,
      transactionHash: SPED_UP,
      nonce: 7,
    });
    expect(await useCase.findPending(USER, MULTI_ON_SEPOLIA)).toMatchObject({ transactionHash: SPED_UP });
  });
});
