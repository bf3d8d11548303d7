import { Container, type ContainerModule } from 'inversify';
import { AppConfig } from './config';
import { coreModule } from './modules/core-module';
import { editionsModule } from './modules/editions-module';
import { launchpadsModule } from './modules/launchpads-module';
import { personalModule } from './modules/personal-module';
import { shellModule } from './modules/shell-module';
import { walletModule } from './modules/wallet-module';

/** Every area's module, in load order. Add yours with a one-line edit. */
export const appModules: ContainerModule[] = [coreModule, shellModule, launchpadsModule, personalModule, walletModule, editionsModule];

/**
 * The composition root's container: the configuration plus every module. View-models are not
 * bound: `autobind` resolves an @injectable class on first use (transient), so a view-model's
 * code arrives with its page's lazy chunk instead of weighing on the first route.
 */
export function createContainer(
  config: AppConfig,
  modules: ContainerModule[] = appModules,
  options: { autobind?: boolean } = {},
): Container {
  // `autobind: false` is for the binding check in tests: it binds the view-models alone, so a
  // use case or adapter a module forgot to bind fails there instead of being autobound.
  const container = new Container(options.autobind === false ? {} : { autobind: true });
  container.bind(AppConfig).toConstantValue(config);
  container.load(...modules);
  return container;
}
