import type { Container, ContainerModule } from 'inversify';
import type { AppConfig } from './config';
import { createContainer as createAppContainer, startupModules, type ContainerOptions } from './create-container';
import { areaModules } from './modules/area-modules';

/**
 * Every area's module, in load order: the start-up modules (create-container.ts) and the
 * signed-in areas (modules/area-modules.ts). Add yours there with a one-line edit.
 */
export const appModules: ContainerModule[] = [...startupModules, ...areaModules];

/**
 * The container with every module loaded at once (tests). The app itself starts with the
 * start-up modules and loads the areas on demand (start-core.ts).
 */
export function createContainer(config: AppConfig, modules: ContainerModule[] = appModules, options: ContainerOptions = {}): Container {
  return createAppContainer(config, modules, options);
}
