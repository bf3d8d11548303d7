import type { ContainerModule } from 'inversify';
import { startupModules } from './create-container';
import { areaModules } from './modules/area-modules';

/**
 * Every area's module, in load order: the start-up modules (create-container.ts) and the
 * signed-in areas (modules/area-modules.ts), as tests load them at once. The app itself starts
 * with the start-up modules and loads the areas on demand (start-core.ts). Add yours in
 * area-modules.ts with a one-line edit.
 */
export const appModules: ContainerModule[] = [...startupModules, ...areaModules];
