import { Container, type ContainerModule } from 'inversify';
import { AppAreas } from '../presentation/routes/app-areas';
import { QueryCache } from '../presentation/shared/queries/query-cache';
import { QueryClientToken } from '../infrastructure/cache/query-client-token';
import { AppConfig } from './config';
import { coreModule } from './modules/core-module';
import { shellModule } from './modules/shell-module';

/** What /login needs: the session and the frame. The signed-in areas load later (area-modules.ts). */
export const startupModules: ContainerModule[] = [coreModule, shellModule];

export interface ContainerOptions {
  /**
   * `false` is for the binding check in tests: it binds the view-models alone, so a use case or
   * adapter a module forgot to bind fails there instead of being autobound.
   */
  autobind?: boolean;
  /** Modules loaded on AppAreas.load() (a lazy chunk); without it every module is loaded at once. */
  later?: () => Promise<ContainerModule[]>;
}

/**
 * The composition root's container: the configuration plus the modules. View-models are not
 * bound: `autobind` resolves an @injectable class on first use (transient), so a view-model's
 * code arrives with its page's lazy chunk instead of weighing on the first route.
 */
export function createContainer(
  config: AppConfig,
  modules: ContainerModule[],
  options: ContainerOptions = {},
): Container {
  const container = new Container(options.autobind === false ? {} : { autobind: true });
  container.bind(AppConfig).toConstantValue(config);
  container.load(...modules);
  const { later } = options;
  let loading: Promise<void> | undefined;
  const areas: AppAreas = {
    load: () => {
      if (!later) return Promise.resolve();
      // A failed chunk load may be retried by the next navigation.
      loading ??= later()
        .then((rest) => container.loadAsync(...rest))
        .catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
      return loading;
    },
  };
  container.bind(AppAreas).toConstantValue(areas);
  // The frame's handle on the cache: nothing to clear or reset until the cache's module has loaded.
  const cache = () => (container.isBound(QueryClientToken) ? container.get(QueryClientToken) : null);
  container.bind(QueryCache).toConstantValue({
    clear: () => cache()?.clear(),
    reset: () => cache()?.resetQueries() ?? Promise.resolve(),
  });
  return container;
}
