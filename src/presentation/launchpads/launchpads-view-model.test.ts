import { describe, expect, it } from 'vitest';
import { UnexpectedError, ValidationError } from '../../application/errors/app-error';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { launchpadKeys } from '../../application/reads/launchpad-reads';
import { LaunchpadsViewModel } from './launchpads-view-model';
import { flush } from '../../../tests/support/flush';

async function setup() {
  const kit = createPersonalTestContainer();
  await kit.signIn();
  const vm = kit.container.get(LaunchpadsViewModel);
  const stop = vm.start();
  await kit.queryClient.fetchQuery({
    queryKey: launchpadKeys.list(),
    queryFn: () => kit.apis.launchpads.listLaunchpads({ size: 1000 }),
  });
  return { ...kit, vm, stop };
}

describe('LaunchpadsViewModel', () => {
  it('given the list, shows newest first and searches by name or contract address', async () => {
    const { vm, api } = await setup();
    expect(vm.total).toBe(api.launchpads.length);
    const dates = vm.items.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const target = api.launchpads.find((item) => item.contractAddress)!;
    vm.query.setSearch(target.contractAddress!.toUpperCase());
    expect(vm.items.map((item) => item.id)).toContain(target.id);
    vm.query.setSearch('없는 이름');
    expect(vm.items).toHaveLength(0);
  });

  it('given filters by status and chain and a sort by name, then only those show, in 가나다 order; clearing brings all back', async () => {
    const { vm, api } = await setup();
    vm.query.setStatus('DRAFT');
    expect(vm.items.length).toBeGreaterThan(0);
    expect(vm.items.every((item) => item.status === 'DRAFT')).toBe(true);
    expect(vm.query.filtered).toBe(true);
    vm.query.setStatus('');
    vm.query.setChain('256');
    expect(vm.items.map((item) => item.id)).toEqual(api.launchpads.filter((l) => l.chainId === 256).map((l) => l.id));
    vm.query.setChain('');
    vm.query.setSort('name');
    const names = vm.items.map((item) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ko-KR', { numeric: true }).compare));
    expect(vm.items).toHaveLength(api.launchpads.length);
  });

  it('given the API counts more launchpads than came back, then the total is the API’s and the list says it is incomplete', async () => {
    const { vm, queryClient } = await setup();
    const list = queryClient.getQueryData<{ items: unknown[]; total: number }>(launchpadKeys.list())!;
    queryClient.setQueryData(launchpadKeys.list(), { ...list, total: list.items.length + 6 });
    expect(vm.total).toBe(list.items.length + 6);
    expect(vm.incomplete).toBe(true);
  });

  it('given a blank name, shows the rule message at the field and calls nothing', async () => {
    const { vm, api } = await setup();
    vm.dialog.show();
    expect(await vm.create()).toBeNull();
    expect(vm.dialog.nameError).toBe('내용을 작성해주세요.');
    expect(api.callsOf('createLaunchpad')).toHaveLength(0);
  });

  it('given a valid form, creates on the chosen chain, puts it at the top and closes the dialog', async () => {
    const { vm, api, notices } = await setup();
    vm.dialog.show();
    vm.dialog.setName('겨울 컬렉션');
    vm.setChainId(256);
    vm.setCollectionType('MULTI');
    const created = await vm.create();
    expect(created).toMatchObject({ name: '겨울 컬렉션', chain: 'LUNIVERSE', chainId: 256, collectionType: 'MULTI' });
    expect(api.callsOf('createLaunchpad')).toHaveLength(1);
    expect(vm.items[0]?.id).toBe(created!.id);
    expect(vm.dialog.open).toBe(false);
    expect(notices.shown.at(-1)).toMatchObject({ kind: 'success', forNextPage: true, setupTask: true });
  });

  it('given a server 400 on the name, keeps everything typed and shows the reason at the field', async () => {
    const { vm, api, reporter, notices } = await setup();
    api.failNext(
      new ValidationError('이미 같은 이름의 런치패드가 있습니다.', 'name', { status: 400 }),
      'createLaunchpad',
    );
    vm.dialog.show();
    vm.dialog.setName('봄');
    vm.setChainId(8453);
    expect(await vm.create()).toBeNull();
    expect(vm.dialog.open).toBe(true);
    expect(vm.dialog.name).toBe('봄');
    expect(vm.chainId).toBe(8453);
    expect(vm.dialog.nameError).toBe('이미 같은 이름의 런치패드가 있습니다.');
    expect(reporter.reports).toHaveLength(1);
    expect(notices.shown.at(-1)).toMatchObject({ kind: 'failure' });
  });

  it('given a failed refresh of a shown list, keeps the list and says so in a toast', async () => {
    const { vm, api, queryClient, notices, reporter } = await setup();
    api.launchpads = [sampleLaunchpad({ id: 7 })];
    api.failNext(new UnexpectedError('boom', 500), 'listLaunchpads');
    await queryClient.refetchQueries({ queryKey: launchpadKeys.list() });
    await flush();
    expect(vm.total).toBeGreaterThan(1);
    expect(notices.shown.at(-1)).toMatchObject({ kind: 'failure', message: '런치패드 목록을 불러오지 못했습니다.' });
    expect(reporter.reports).toHaveLength(1);
  });

  it('given an unknown chain id, keeps the chosen chain', async () => {
    const { vm } = await setup();
    vm.setChainId(999);
    expect(vm.chainId).toBe(1);
  });
});
