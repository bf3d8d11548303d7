import { Container, type ContainerModule } from 'inversify';
import { AppConfig } from './config';
import { coreModule } from './modules/core-module';
import { personalModule } from './modules/personal-module';
import { walletModule } from './modules/wallet-module';

/** Every area's module, in load order. Add yours with a one-line edit. */
export const appModules: ContainerModule[] = [coreModule, personalModule, walletModule];

/** The composition root's container: the configuration plus every module. */
export function createContainer(config: AppConfig, modules: ContainerModule[] = appModules): Container {
  const container = new Container();
  container.bind(AppConfig).toConstantValue(config);
  container.load(...modules);
  return container;
}
