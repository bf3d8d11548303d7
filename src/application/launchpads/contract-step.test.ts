import { describe, expect, it } from 'vitest';
import { TimeoutError, ValidationError } from '../errors/app-error';
import { FakeChainReader } from '../../../tests/fakes/fake-chain-reader';
import { FakeContractsApi } from '../../../tests/fakes/fake-contracts-api';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { CheckContract } from './check-contract';
import { SaveContract } from './save-contract';
import { sampleErc721Reading } from '../../../tests/fakes/sample-data';

const EOA = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

const erc721 = sampleErc721Reading(EOA);
const ADDRESS = erc721.address;
const SEPOLIA = erc721.chainId;

function makeSut() {
  const chain = new FakeChainReader();
  const api = new FakeCreatorsServer();
  return { chain, api, check: new CheckContract(chain), save: new SaveContract(new FakeContractsApi(api)) };
}

describe('CheckContract', () => {
  it('given a malformed address, then the requirements §5 message at the address field and no chain read', async () => {
    const { chain, check } = makeSut();
    const error = await check.execute({ chainId: SEPOLIA, address: '0x123', collectionType: 'SINGLE', eoa: EOA }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ field: 'address', userMessage: '유효하지 않은 스마트 컨트랙트 주소입니다.' });
    expect(chain.reads).toEqual([]);
  });

  it('given an address with spaces around it, then it reads the trimmed address on the chosen chain', async () => {
    const { chain, check } = makeSut();
    chain.put(erc721);
    const result = await check.execute({ chainId: SEPOLIA, address: `  ${ADDRESS.toLowerCase()} `, collectionType: 'SINGLE', eoa: EOA });
    expect(chain.reads).toEqual([{ chainId: SEPOLIA, address: ADDRESS.toLowerCase() }]);
    expect(result).toMatchObject({ kind: 'ok', owner: { kind: 'match' } });
  });

  it('given the same address on another chain, then no code there', async () => {
    const { chain, check } = makeSut();
    chain.put(erc721);
    expect(await check.execute({ chainId: 84532, address: ADDRESS, collectionType: 'SINGLE', eoa: EOA })).toMatchObject({ kind: 'no-code', chainId: 84532 });
  });

  it('given a slow node, then its TimeoutError reaches the caller', async () => {
    const { chain, check } = makeSut();
    chain.failNext(new TimeoutError(10_000));
    await expect(check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: EOA })).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('SaveContract', () => {
  it('given a passed check, then upsert with the chain backend name, sync, and the deployment info; the launchpad follows', async () => {
    const { chain, api, check, save } = makeSut();
    chain.put(erc721);
    const passed = await check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: null });
    if (passed.kind !== 'ok') throw new Error('expected a passed check');
    const saved = await save.execute(4, passed);
    expect(api.callsOf('upsertContract')).toEqual([
      [{ launchpadId: 4, chain: 'ETHEREUM', chainId: SEPOLIA, address: ADDRESS, standard: 'ERC721', name: '한강 컬렉션', symbol: 'HANGANG', ownerAddress: EOA }],
    ]);
    expect(api.callsOf('syncContract')).toEqual([[{ launchpadId: 4 }]]);
    expect(saved.contract.syncedAt).not.toBeNull();
    expect(saved.deployment).toMatchObject({ launchpadId: 4, contractAddress: ADDRESS, chainId: SEPOLIA, verification: 'UNCHECKED' });
    expect(api.launchpads.find((l) => l.id === 4)).toMatchObject({ chainId: SEPOLIA, contractAddress: ADDRESS });
  });

  it('given a contract without owner() and an over-long name, then owner null and the name cut to what the API keeps', async () => {
    const { chain, api, check, save } = makeSut();
    chain.put({ ...erc721, owner: null, name: '가'.repeat(300) });
    const passed = await check.execute({ chainId: SEPOLIA, address: ADDRESS, collectionType: 'SINGLE', eoa: EOA });
    if (passed.kind !== 'ok') throw new Error('expected a passed check');
    await save.execute(4, passed);
    expect(api.callsOf('upsertContract')[0]![0]).toMatchObject({ ownerAddress: null, name: '가'.repeat(200) });
  });
});
