import { describe, expect, it, vi } from 'vitest';
import { sampleContract } from '../../../tests/fakes/sample-data';
import { createPersonalTestContainer } from '../../../tests/support/personal-test-container';
import { startWorkspacePageIn } from '../../../tests/support/workspace-page';
import { CollectionMetadataViewModel } from './collection-metadata-view-model';

/** Step 2 of a launch under 심사: a saved change is submitted at once and goes back to 심사. */
describe('CollectionMetadataViewModel under 심사', () => {
  it('given a launch under 심사 (3), then only 저장 is offered and it submits the change (it goes back to 심사)', async () => {
    const kit = createPersonalTestContainer();
    kit.api.contracts.set(3, sampleContract({ id: 8, launchpadId: 3, standard: 'ERC1155' }));
    const { page, stop: stopPage } = await startWorkspacePageIn(kit, 3);
    const vm = kit.container.get(CollectionMetadataViewModel);
    const stopStep = vm.start(page);
    await vi.waitFor(() => expect(vm.status).toBe('ready'));
    expect(vm.inReview).toBe(true);
    vm.setField('tokenName', '에디션');
    vm.setField('supply', '10');
    expect(await vm.save()).toBe(true);
    expect(kit.api.callsOf('submitMultiMetadata')[0]?.[0]).toMatchObject({ temporary: false });
    expect(kit.notices.shown.at(-1)?.message).toBe(
      '컬렉션 메타데이터를 저장했습니다. 바뀐 내용이 다시 심사를 받습니다.',
    );
    stopStep();
    stopPage();
  });
});
