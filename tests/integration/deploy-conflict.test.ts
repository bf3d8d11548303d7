import { describe, expect, it } from 'vitest';
import { launchpadKeys } from '../../src/application/reads/launchpad-reads';
import { sampleContract } from '../fakes/sample-data';
import { DEPLOYED, makeDeployKit, MULTI_ON_SEPOLIA as ID, USER } from '../support/deploy-kit';
import { until } from '../support/until';

const SAVED_ELSEWHERE = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

/** A deploy sent while no contract was kept, held before it is mined. */
async function makeSut() {
  const kit = await makeDeployKit({ name: '한강', symbol: 'HG' });
  kit.deployer.script = [{ kind: 'seen', nonce: 7 }, { kind: 'hold' }, ...kit.deployer.script.slice(1)];
  const running = kit.useCase.deploy(kit.input, () => undefined);
  await until(() => kit.deployer.followed.length > 0, 'the deploy to be followed');
  // Meanwhile another device saves a contract by hand.
  kit.api.contracts.set(
    ID,
    sampleContract({
      id: 9,
      launchpadId: ID,
      address: SAVED_ELSEWHERE,
      standard: 'ERC1155',
      updatedAt: '2026-11-23T10:00:00.000Z',
    }),
  );
  return { ...kit, kept: kit.pendingDeploy, running };
}

describe('DeployContract and a contract saved since the deploy was sent', () => {
  it('given the deploy is mined after another device saved a contract, then nothing is overwritten: a conflict, still pending, and the step shows the saved one', async () => {
    const { deployer, running, api, kept, deploys, queryClient } = await makeSut();
    expect(kept()).toMatchObject({ contractVersion: null });
    deployer.release();
    const result = await running;
    expect(result).toMatchObject({ ok: false, failure: { reason: 'conflict', stillPending: true } });
    expect(api.contracts.get(ID)?.address).toBe(SAVED_ELSEWHERE);
    expect(kept()).not.toBeNull();
    expect(deploys.finished).toEqual([]);
    expect(queryClient.getQueryData(launchpadKeys.contractMetadata(ID))).toMatchObject({
      contract: { address: SAVED_ELSEWHERE },
    });
  });

  it('given the conflict, when 배포한 컨트랙트로 바꾸기, then the deploy is based on the saved one and saved over it on purpose', async () => {
    const { deployer, running, useCase, input, api, deploys } = await makeSut();
    deployer.release();
    await running;
    deployer.script = deployer.script.filter((step) => step.kind !== 'hold');
    const rebased = await useCase.rebase(USER, deployer.followed[0]!);
    expect(rebased.contractVersion).toBe('2026-11-23T10:00:00.000Z');
    const again = await useCase.resume(input, rebased, () => undefined);
    expect(again).toMatchObject({ ok: true, saved: { contract: { address: DEPLOYED } } });
    expect(api.contracts.get(ID)?.address).toBe(DEPLOYED);
    expect(deploys.finished.at(-1)).toMatchObject({ result: 'DEPLOYED' });
  });

  it('given the conflict, when 저장된 컨트랙트 유지, then the deploy’s record ends as SUPERSEDED and the saved contract stays', async () => {
    const { deployer, running, useCase, api, deploys, kept } = await makeSut();
    deployer.release();
    await running;
    await useCase.keepSaved(USER, deployer.followed[0]!);
    expect(deploys.finished).toEqual([expect.objectContaining({ result: 'SUPERSEDED', deployedAt: null })]);
    expect(deploys.records.size).toBe(0);
    expect(kept()).toBeNull();
    expect(api.contracts.get(ID)?.address).toBe(SAVED_ELSEWHERE);
  });

  it('given a deploy left by a closed tab, when another visit takes it up after a contract was saved by hand, then it asks instead of saving over it', async () => {
    const { deployer, running, useCase, input, api } = await makeSut();
    // The tab closed: its following stops; a later visit finds the kept record and follows it.
    const record = await useCase.findPending(USER, ID);
    deployer.release();
    await running.catch(() => undefined);
    api.contracts.set(ID, { ...api.contracts.get(ID)!, updatedAt: '2026-11-23T11:00:00.000Z' });
    deployer.script = deployer.script.filter((step) => step.kind !== 'hold');
    const resumed = await useCase.resume(input, record!, () => undefined);
    expect(resumed).toMatchObject({ ok: false, failure: { reason: 'conflict' } });
    expect(api.contracts.get(ID)?.address).toBe(SAVED_ELSEWHERE);
  });
});
