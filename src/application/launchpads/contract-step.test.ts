import { describe, expect, it } from 'vitest';
import { NetworkError, TimeoutError, ValidationError } from '../errors/app-error';
import { FakeChainReader } from '../../../tests/fakes/fake-chain-reader';
import { FakeContractsApi } from '../../../tests/fakes/fake-contracts-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeEoaApi } from '../../../tests/fakes/fake-eoa-api';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeLaunchpadsApi } from '../../../tests/fakes/fake-launchpads-api';
import { InMemoryReadCache } from '../../../tests/fakes/in-memory-read-cache';
import { launchpadKeys } from '../reads/launchpad-reads';
import { RegisteredEoa } from '../wallet/registered-eoa';
import { CheckContract } from './check-contract';
import { CheckContractStep } from './contract-step';
import { LaunchGuard, LaunchLockedError } from './launch-lock';
import { LaunchpadCache } from './launchpad-cache';
import { SaveContract } from './save-contract';
import { sampleErc721Reading } from '../../../tests/fakes/sample-data';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const erc721 = sampleErc721Reading(EOA);
const ADDRESS = erc721.address;
const SEPOLIA = erc721.chainId;

function makeSut() {
  const chain = new FakeChainReader();
  const api = new FakeCreatorsServer();
  // The sample's launchpad 4 is 승인됨 on Polygon: the contracts here are kept on one 작성 중 on Sepolia (a
  // contract is on its launchpad's chain).
  Object.assign(api.launchpad(4), { status: 'DRAFT', chain: 'ETHEREUM', chainId: SEPOLIA });
  const reads = new InMemoryReadCache();
  const cache = reads;
  const reporter = new FakeErrorReporter();
  const check = new CheckContract(chain);
  const step = new CheckContractStep(check, new RegisteredEoa(cache, new FakeEoaApi(api)), reporter);
  return {
    chain,
    api,
    reads,
    reporter,
    check,
    step,
    save: new SaveContract(
      new FakeContractsApi(api),
      new LaunchpadCache(cache),
      new LaunchGuard(cache, new FakeLaunchpadsApi(api)),
    ),
  };
}

describe('CheckContract', () => {
  it('given a malformed address, then the requirements §5 message at the address field and no chain read', async () => {
    const { chain, check } = makeSut();
    const error = await check
      .execute({ chainId: SEPOLIA, address: '0x123', collectionType: 'SINGLE', eoa: EOA })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'address', userMessage: '유효하지 않은 스마트 컨트랙트 주소입니다.' });
    expect(chain.reads).toEqual([]);
  });

  it('given an address with spaces around it, then it reads the trimmed address on the chosen chain', async () => {
    const { chain, check } = makeSut();
    chain.put(erc721);
    const result = await check.execute({
      chainId: SEPOLIA,
      address: `  ${ADDRESS.toLowerCase()} `,
      collectionType: 'SINGLE',
      eoa: EOA,
    });
    expect(chain.reads).toEqual([{ chainId: SEPOLIA, address: ADDRESS.toLowerCase() }]);
    expect(result).toMatchObject({ kind: 'ok', owner: { kind: 'match' } });
  });

  it('given the same address on another chain, then no code there', async () => {
    const { chain, check } = makeSut();
    chain.put(erc721);
    expect(await check.execute({ chainId: 84532, address: ADDRESS, collectionType: 'SINGLE', eoa: EOA })).toMatchObject(
      { kind: 'no-code', chainId: 84532 },
    );
  });

  it('given a slow node, then its TimeoutError reaches the caller', async () => {
    const { chain, check } = makeSut();
    chain.failNext(new TimeoutError(10_000));
    await expect(
      check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: EOA }),
    ).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('CheckContractStep', () => {
  it('given a registered EOA, then the check compares the owner with it, read once for every check', async () => {
    const { chain, api, step } = makeSut();
    api.eoa = { address: EOA.toLowerCase(), chainId: SEPOLIA, registeredAt: '2026-11-01T00:00:00.000Z' };
    chain.put(erc721);
    expect(await step.execute({ chainId: SEPOLIA, address: ADDRESS }, 'SINGLE')).toMatchObject({
      kind: 'checked',
      check: { kind: 'ok', owner: { kind: 'match' } },
    });
    expect(await step.execute({ chainId: 84532, address: ADDRESS }, 'SINGLE')).toMatchObject({
      kind: 'checked',
      check: { kind: 'no-code' },
    });
    expect(api.callsOf('getEoa')).toHaveLength(1);
  });

  it('given no registered EOA, then the owner cannot be compared (no-eoa)', async () => {
    const { chain, api, step } = makeSut();
    api.eoa = null;
    chain.put(erc721);
    expect(await step.execute({ chainId: SEPOLIA, address: ADDRESS }, 'SINGLE')).toMatchObject({
      kind: 'checked',
      check: { owner: { kind: 'no-eoa', owner: EOA } },
    });
  });

  it('given a malformed address, then refused with the requirements §5 message, nothing read and nothing reported', async () => {
    const { chain, reporter, step } = makeSut();
    expect(await step.execute({ chainId: SEPOLIA, address: '0x12' }, 'SINGLE')).toEqual({
      kind: 'refused',
      message: '유효하지 않은 스마트 컨트랙트 주소입니다.',
    });
    expect(chain.reads).toEqual([]);
    expect(reporter.reports).toEqual([]);
  });

  it.each([
    ['the node', () => new NetworkError('down'), 'readContract' as const],
    ['the EOA read', () => new TimeoutError(10_000), 'getEoa' as const],
  ])('given %s fails, then failed with the error, reported once with the chain', async (_, error, where) => {
    const { chain, api, reporter, step } = makeSut();
    chain.put(erc721);
    if (where === 'readContract') chain.failNext(error());
    else api.failNext(error(), 'getEoa');
    const outcome = await step.execute({ chainId: SEPOLIA, address: ADDRESS }, 'SINGLE');
    expect(outcome).toMatchObject({
      kind: 'failed',
      error: where === 'getEoa' ? expect.any(TimeoutError) : expect.any(NetworkError),
    });
    expect(reporter.reports.map((r) => r.context)).toEqual([
      { area: 'launchpads', action: 'check-contract', chainId: SEPOLIA },
    ]);
  });
});

describe('SaveContract', () => {
  it('given a passed check, then upsert with the chain backend name, sync, and the deployment info; the launchpad keeps the address', async () => {
    const { chain, api, reads, check, save } = makeSut();
    reads.setQueryData(launchpadKeys.contractMetadata(4), { contract: null, tokens: [] });
    reads.setQueryData(
      launchpadKeys.detail(4),
      api.launchpads.find((l) => l.id === 4),
    );
    chain.put(erc721);
    const passed = await check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: null });
    if (passed.kind !== 'ok') throw new Error('expected a passed check');
    const saved = await save.execute(4, passed);
    expect(api.callsOf('upsertContract')).toEqual([
      [
        {
          launchpadId: 4,
          chain: 'ETHEREUM',
          chainId: SEPOLIA,
          address: ADDRESS,
          standard: 'ERC721',
          name: '한강 컬렉션',
          symbol: 'HANGANG',
          ownerAddress: EOA,
        },
      ],
    ]);
    expect(api.callsOf('syncContract')).toEqual([[{ launchpadId: 4 }]]);
    expect(saved.contract.syncedAt).not.toBeNull();
    expect(saved.deployment).toMatchObject({
      launchpadId: 4,
      contractAddress: ADDRESS,
      chainId: SEPOLIA,
      verification: 'UNCHECKED',
    });
    expect(api.launchpads.find((l) => l.id === 4)).toMatchObject({ chainId: SEPOLIA, contractAddress: ADDRESS });
    // The pages follow: the step's reads take the answer, the launchpad (its address) is read again.
    expect(reads.getQueryData(launchpadKeys.contractMetadata(4))).toEqual({ contract: saved.contract, tokens: [] });
    expect(reads.getQueryData(launchpadKeys.deploymentInfo(4))).toEqual(saved.deployment);
    expect(reads.getQueryState(launchpadKeys.detail(4))?.isInvalidated).toBe(true);
  });

  it('given the API refuses the contract, then its error reaches the caller and the reads are left as they were', async () => {
    const { chain, api, reads, check, save } = makeSut();
    chain.put(erc721);
    const passed = await check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: null });
    if (passed.kind !== 'ok') throw new Error('expected a passed check');
    api.failNext(new ValidationError('체인: 지원하지 않는 체인입니다.', 'chainId'), 'upsertContract');
    await expect(save.execute(4, passed)).rejects.toBeInstanceOf(ValidationError);
    expect(reads.getQueryData(launchpadKeys.contractMetadata(4))).toBeUndefined();
    expect(reads.getQueryData(launchpadKeys.deploymentInfo(4))).toBeUndefined();
  });

  it('given a contract without owner() and an over-long name, then owner null and the name cut to what the API keeps', async () => {
    const { chain, api, check, save } = makeSut();
    chain.put({ ...erc721, owner: null, name: '가'.repeat(300) });
    const passed = await check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: EOA });
    if (passed.kind !== 'ok') throw new Error('expected a passed check');
    await save.execute(4, passed);
    expect(api.callsOf('upsertContract')[0]![0]).toMatchObject({ ownerAddress: null, name: '가'.repeat(200) });
  });

  it.each([
    ['심사 중', 'IN_REVIEW', '심사 중인 런치패드는 컨트랙트와 체인을 바꿀 수 없습니다.'],
    ['판매 중', 'LIVE', '승인된 뒤에는 런치패드를 수정할 수 없습니다.'],
  ] as const)(
    'given a launch %s, then the contract is refused with the API’s sentence before any call',
    async (_, status, message) => {
      const { chain, api, reads, check, save } = makeSut();
      api.launchpad(4).status = status;
      chain.put(erc721);
      const passed = await check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: null });
      if (passed.kind !== 'ok') throw new Error('expected a passed check');
      for (const saving of [save.execute(4, passed), save.send(4, passed)]) {
        await expect(saving).rejects.toBeInstanceOf(LaunchLockedError);
        await expect(saving).rejects.toMatchObject({ userMessage: message });
      }
      expect([...api.callsOf('upsertContract'), ...api.callsOf('syncContract')]).toHaveLength(0);
      expect(reads.getQueryData(launchpadKeys.contractMetadata(4))).toBeUndefined();
    },
  );
});
