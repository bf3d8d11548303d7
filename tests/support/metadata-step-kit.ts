import { sampleContract } from '../fakes/sample-data';
import { CollectionMetadataViewModel } from '../../src/presentation/collection-metadata/collection-metadata-view-model';
import { flush } from './flush';
import { createPersonalTestContainer, type PersonalTestContainer } from './personal-test-container';
import { startWorkspacePageIn } from './workspace-page';

/** The sample's single-edition launchpad (made 작성 중 by `startMetadataStep`) and its multi-edition one. */
export const SINGLE = 1;
export const MULTI = 5;

/** The step's view-model started on the frame's page of launchpad `id`, as the workspace hands it over. */
export async function startMetadataStepOn(kit: PersonalTestContainer, id: number) {
  const { page, stop: stopPage } = await startWorkspacePageIn(kit, id);
  const vm = kit.container.get(CollectionMetadataViewModel);
  const stopStep = vm.start(page);
  return { vm, page, stop: () => (stopStep(), stopPage()) };
}

/** Step 2 of a single or multi launchpad, 작성 중, opened over the fakes. */
export async function startMetadataStep(kind: 'SINGLE' | 'MULTI' = 'SINGLE', kit = createPersonalTestContainer()) {
  // 작성 중, so its metadata can be saved (the sample's launchpad 1 is LIVE: read-only).
  kit.api.launchpads = kit.api.launchpads.map((l) => (l.id === SINGLE ? { ...l, status: 'DRAFT' as const } : l));
  kit.api.contracts.set(
    MULTI,
    sampleContract({ id: 9, launchpadId: MULTI, standard: 'ERC1155', name: 'Sepolia Drop' }),
  );
  const { vm, page, stop } = await startMetadataStepOn(kit, kind === 'SINGLE' ? SINGLE : MULTI);
  await flush();
  return { ...kit, kit, vm, page, stop };
}
