import { ContainerModule } from 'inversify';
import { createQueryClient, QueryClientToken } from '../../presentation/queries/query-client';

/**
 * The one query cache (TanStack query-core). A signed-in area (src/main/modules/area-modules.ts):
 * /login shows no query, so the library loads with the first signed-in route.
 */
export const cacheModule = new ContainerModule(({ bind }) => {
  bind(QueryClientToken).toResolvedValue(() => createQueryClient()).inSingletonScope();
});
