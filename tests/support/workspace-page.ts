import type { Container } from 'inversify';
import { vi } from 'vitest';
import { ReadCache } from '../../src/application/ports/read-cache';
import type { ReadApis } from '../../src/application/reads/read-apis';
import { LaunchpadWorkspaceViewModel } from '../../src/presentation/launchpad-workspace/launchpad-workspace-view-model';
import { PageQueries } from '../../src/presentation/shared/queries/page-queries';

/**
 * The workspace frame's page of `launchpadId`, started over a cache and the read ports and read: what a
 * step's view-model is started with (`vm.start(page)`), as the frame hands it over. `stop` ends it.
 */
export async function startWorkspacePage(cache: ReadCache, apis: ReadApis, launchpadId: number) {
  const page = new LaunchpadWorkspaceViewModel(new PageQueries(cache, apis));
  const stop = page.start(launchpadId);
  await vi.waitFor(() => {
    if (page.status === 'loading') throw new Error(`the workspace of launchpad ${launchpadId} is still loading`);
  });
  return { page, stop };
}

/** The same, over a test container's cache and area fakes. */
export function startWorkspacePageIn(kit: { container: Container; apis: ReadApis }, launchpadId: number) {
  return startWorkspacePage(kit.container.get(ReadCache), kit.apis, launchpadId);
}
