import type { QueryClient } from '@tanstack/query-core';
import { ContainerModule } from 'inversify';
import { LaunchpadCache } from '../../application/launchpads/launchpad-cache';
import { MeCache } from '../../application/me/me-cache';
import { ReadCache } from '../../application/ports/read-cache';
import { TanstackReadCache } from '../../infrastructure/cache/tanstack-read-cache';
import { PageQueries } from '../../presentation/shared/queries/page-queries';
import { createQueryClient } from '../../infrastructure/cache/query-client';
import { QueryClientToken } from '../../infrastructure/cache/query-client-token';

/**
 * The one query cache (TanStack query-core). A signed-in area (src/main/modules/area-modules.ts):
 * /login shows no query, so the library loads with the first signed-in route.
 */
export const cacheModule = new ContainerModule(({ bind }) => {
  bind(QueryClientToken)
    .toResolvedValue(() => createQueryClient())
    .inSingletonScope();
  bind(ReadCache)
    .toResolvedValue((client: QueryClient) => new TanstackReadCache(client), [QueryClientToken])
    .inSingletonScope();
  // Each area's one place that keeps the reads true after a save (its save use cases inject it).
  bind(LaunchpadCache).toSelf().inSingletonScope();
  bind(MeCache).toSelf().inSingletonScope();
  // What the view-models observe their pages' reads through (the port, never the client).
  bind(PageQueries).toSelf().inSingletonScope();
});
