import type { AuctionDescription } from '../../src/domain/auction/auction-description';
import { AuctionDescriptionViewModel } from '../../src/presentation/auction-description/auction-description-view-model';
import { createPersonalTestContainer, type PersonalTestContainer } from './personal-test-container';
import { startWorkspacePageIn } from './workspace-page';
import { flush } from './flush';

/** The auction description view-model's tests (view-model.test.ts, items.test.ts): a started view-model over the fakes. */
export const png = (name = 'art.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });

export function savedDescription(overrides: Partial<AuctionDescription> = {}): AuctionDescription {
  return {
    id: 7,
    launchpadId: 1,
    title: '서울의 밤',
    artistName: '김하늘',
    summary: '',
    items: [
      { name: '첫 작품', description: '', imageUrl: null },
      { name: '둘째 작품', description: '', imageUrl: null },
    ],
    visible: true,
    projectInfo: '',
    links: { website: '', youtube: '', instagram: '', x: '', kakaoTalk: '' },
    status: 'DRAFT',
    updatedAt: '2026-11-20T00:00:00.000Z',
    submittedAt: null,
    ...overrides,
  };
}

export async function startAuctionDescription(
  options: { launchpadId?: number; setup?: (kit: ReturnType<typeof createPersonalTestContainer>) => void } = {},
) {
  const kit = createPersonalTestContainer();
  // The sample's launchpad 1 is on sale (read-only): the description is edited on one 작성 중.
  kit.api.launchpad(1).status = 'DRAFT';
  options.setup?.(kit);
  const { vm, stop } = await startAuctionOn(kit, options.launchpadId ?? 1);
  await flush();
  return { ...kit, vm, stop };
}

/** The view-model started on the frame's page of launchpad `id` (read first), as the workspace hands it over. */
export async function startAuctionOn(kit: PersonalTestContainer, id: number) {
  const { page, stop: stopPage } = await startWorkspacePageIn(kit, id);
  const vm = kit.container.get(AuctionDescriptionViewModel);
  const stopStep = vm.start(page);
  return { vm, page, stop: () => (stopStep(), stopPage()) };
}
