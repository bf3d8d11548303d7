import { ContainerModule } from 'inversify';
import { ShellSettings } from '../../presentation/shared/shell-settings';
import { AppConfig } from '../config';

/** The app frame: what it reads of the configuration (the query cache: cache-module.ts; toasts: notices-module.ts). */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(ShellSettings)
    .toResolvedValue(
      (config: AppConfig): ShellSettings => ({
        loginUrl: config.loginUrl,
        themeStorageKey: config.themeStorageKey,
        release: config.release,
        // Defined by vite.config.ts; absent under vitest.
        buildTime: typeof __BUILD_TIME__ === 'undefined' ? new Date(0).toISOString() : __BUILD_TIME__,
      }),
      [AppConfig],
    )
    .inSingletonScope();
});
