import { ContainerModule } from 'inversify';
import { createQueryClient } from '../../presentation/queries/query-client';
import { QueryClientToken } from '../../presentation/queries/query-client-token';

/**
 * The one query cache (TanStack query-core). A signed-in area (src/main/modules/area-modules.ts):
 * /login shows no query, so the library loads with the first signed-in route.
 */
export const cacheModule = new ContainerModule(({ bind }) => {
  bind(QueryClientToken).toResolvedValue(() => createQueryClient()).inSingletonScope();
});
