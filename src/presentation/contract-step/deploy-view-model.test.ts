import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserRejectedError } from '../../application/errors/app-error';
import { createTestContainer } from '../../../tests/support/test-container';
import { sampleErc721Reading } from '../../../tests/fakes/sample-data';
import { until } from '../../../tests/support/until';
import { DeployViewModel, type Deployed } from './deploy-view-model';

const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DEPLOYED = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'a1'.repeat(32)}`;
const SAVED = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

/** Launchpad 3 of the fake API: multi edition on Luniverse (LUK); 5: multi on Sepolia. */
async function makeSut(launchpadId: number, { connected = true } = {}) {
  const kit = createTestContainer();
  await kit.signIn();
  kit.api.eoa = { address: EOA, chainId: 11155111, registeredAt: '2026-11-01T00:00:00.000Z' };
  if (connected) await kit.wallet.connect();
  const launchpad = kit.api.launchpads.find((l) => l.id === launchpadId)!;
  kit.chainReader.put(
    sampleErc721Reading(EOA, {
      chainId: launchpad.chainId,
      address: DEPLOYED,
      supportsErc721: false,
      supportsErc1155: true,
    }),
  );
  const deployed: Deployed[] = [];
  const vm = kit.container.get(DeployViewModel);
  const stop = vm.start({ launchpad }, (done) => deployed.push(done));
  await until(() => vm.link.eoa !== null);
  return { ...kit, vm, stop, deployed };
}

describe('DeployViewModel', () => {
  afterEach(() => vi.useRealTimers());

  it('given a Luniverse launchpad, when name and symbol are typed, then the estimated fee reads in LUK', async () => {
    const { vm, deployer, stop } = await makeSut(3);
    deployer.fee = 2_500_000_000_000_000n;
    vm.setOpen(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vm.form.setName('루니버스 컬렉션');
    vm.form.setSymbol('LUNA');
    // The estimate waits for the typing to pause (400 ms): the clock jumps it.
    await vi.advanceTimersByTimeAsync(400);
    await until(() => vm.fee.status === 'ready', 'the fee estimate');
    expect(vm.feeText).toBe('0.0025 LUK');
    stop();
  });

  it('given empty fields or a Korean symbol, when deployed, then the messages at the fields and nothing is asked of the wallet', async () => {
    const { vm, deployer, wallet, stop } = await makeSut(5);
    vm.setOpen(true);
    vm.form.setSymbol('한강');
    await vm.deploy();
    expect(vm.form.nameError).toBe('내용을 작성해주세요.');
    expect(vm.form.symbolError).toBe('심볼은 영문과 숫자로 11자 이하로 입력해 주세요.');
    expect(wallet.switched).toEqual([]);
    expect(deployer.sent).toEqual([]);
    stop();
  });

  it('given a rejected signature, then the Korean reason, the failure reported, and the typed values kept for another try', async () => {
    const { vm, deployer, reporter, stop } = await makeSut(5);
    deployer.failNext(new UserRejectedError('no'), 'send');
    vm.setOpen(true);
    vm.form.setName('한강 멀티');
    vm.form.setSymbol('HGM');
    await vm.deploy();
    expect(vm.failureText).toBe(
      '서명을 거절해 배포하지 않았습니다. 입력한 내용은 그대로 있으니 다시 배포를 누르고 MetaMask에서 승인해 주세요.',
    );
    expect([vm.form.name, vm.form.symbol, vm.progress.phase, vm.canDeploy]).toEqual(['한강 멀티', 'HGM', null, true]);
    expect(reporter.reports.map((r) => r.context)).toContainEqual(
      expect.objectContaining({ action: 'deploy-contract', reason: 'rejected' }),
    );
    stop();
  });

  it('given no wallet connected, then 등록만 됨 and 배포 is not offered', async () => {
    const { vm, stop } = await makeSut(5, { connected: false });
    expect(vm.link.status).toBe('등록만 됨');
    expect(vm.canDeploy).toBe(false);
    stop();
  });

  it('given a deploy kept on the server by another visit, when started, then the card opens with its values and follows it to 완료', async () => {
    const kit = createTestContainer();
    await kit.signIn();
    kit.api.eoa = { address: EOA, chainId: 11155111, registeredAt: '2026-11-01T00:00:00.000Z' };
    kit.chainReader.put(sampleErc721Reading(EOA, { address: DEPLOYED, supportsErc721: false, supportsErc1155: true }));
    kit.deploys.records.set(5, {
      launchpadId: 5,
      chainId: 11155111,
      standard: 'ERC1155',
      name: '다른 기기',
      symbol: 'OTHER',
      from: EOA,
      transactionHash: HASH,
      nonce: 3,
      startBlock: 1,
      sentAt: '2026-11-25T10:00:00.000Z',
    });
    const deployed: Deployed[] = [];
    const vm = kit.container.get(DeployViewModel);
    const stop = vm.start({ launchpad: kit.api.launchpads.find((l) => l.id === 5)! }, (done) => deployed.push(done));

    await until(() => vm.progress.step === 'done');
    expect([vm.open, vm.resumed, vm.form.name, vm.form.symbol]).toEqual([true, true, '다른 기기', 'OTHER']);
    expect(deployed[0]).toMatchObject({ contractAddress: DEPLOYED, check: { kind: 'ok', owner: { kind: 'match' } } });
    expect(kit.notices.shown).toContainEqual({ kind: 'success', message: '컨트랙트를 배포하고 저장했습니다.' });
    expect(kit.deployer.sent).toEqual([]);
    stop();
  });
});

describe('DeployViewModel under StrictMode', () => {
  it('given a kept deploy, when started, stopped and started again (a double mount), then the second start still follows it to 완료', async () => {
    const kit = createTestContainer();
    await kit.signIn();
    kit.api.eoa = { address: EOA, chainId: 11155111, registeredAt: '2026-11-01T00:00:00.000Z' };
    kit.chainReader.put(sampleErc721Reading(EOA, { address: DEPLOYED, supportsErc721: false, supportsErc1155: true }));
    kit.deploys.records.set(5, {
      launchpadId: 5,
      chainId: 11155111,
      standard: 'ERC1155',
      name: '두 번',
      symbol: 'TWICE',
      from: EOA,
      transactionHash: HASH,
      nonce: 3,
      startBlock: 1,
      sentAt: '2026-11-25T10:00:00.000Z',
    });
    // The first run's following is held, as a real one waits for blocks.
    kit.deployer.script = [{ kind: 'hold' }, ...kit.deployer.script];
    const vm = kit.container.get(DeployViewModel);
    const launchpad = kit.api.launchpads.find((l) => l.id === 5)!;

    const first = vm.start({ launchpad }, () => undefined);
    await until(() => vm.progress.running);
    first();
    kit.deployer.script = kit.deployer.script.slice(1);
    const second = vm.start({ launchpad }, () => undefined);

    await until(() => vm.progress.step === 'done');
    expect(kit.deployer.followed).toHaveLength(2);
    kit.deployer.release();
    second();
  });

  it('given a contract saved elsewhere while the deploy was mined, then the card asks; 저장된 컨트랙트 유지 ends it, 배포한 컨트랙트로 바꾸기 saves it', async () => {
    for (const replace of [false, true]) {
      const { vm, api, deployer, deploys, deployed, stop } = await makeSut(5);
      deployer.script = [{ kind: 'seen', nonce: 7 }, { kind: 'hold' }, ...deployer.script.slice(1)];
      vm.setOpen(true);
      vm.form.setName('한강 멀티');
      vm.form.setSymbol('HGM');
      const running = vm.deploy();
      await until(() => deployer.followed.length > 0);
      api.contracts.set(5, {
        ...api.contracts.get(1)!,
        address: SAVED,
        id: 9,
        launchpadId: 5,
        standard: 'ERC1155',
        updatedAt: '2026-11-23T10:00:00.000Z',
      });
      deployer.release();
      await running;
      expect(vm.progress.failure).toEqual({ reason: 'conflict', stillPending: true });
      deployer.script = deployer.script.filter((step) => step.kind !== 'hold');
      await vm.resolveConflict(replace);
      if (replace) {
        expect(deployed).toHaveLength(1);
        expect(api.contracts.get(5)?.address).toBe(DEPLOYED);
      } else {
        expect(vm.progress.state).toEqual({ kind: 'idle' });
        expect(deploys.finished).toEqual([expect.objectContaining({ result: 'SUPERSEDED' })]);
        expect(api.contracts.get(5)?.address).toBe(SAVED);
      }
      stop();
    }
  });
});
