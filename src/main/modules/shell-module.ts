import { ContainerModule } from 'inversify';
import { Notices } from '../../presentation/forms/notices';
import { createQueryClient, QueryClientToken } from '../../presentation/queries/query-client';
import { MantineNotices } from '../../presentation/shell/mantine-notices';
import { ShellSettings } from '../../presentation/shell/shell-settings';
import { AppConfig } from '../config';

/** The app frame: the one query cache, toasts, and what the frame reads of the configuration. */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(QueryClientToken).toResolvedValue(() => createQueryClient()).inSingletonScope();
  bind(Notices).toResolvedValue(() => new MantineNotices()).inSingletonScope();
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
