import type { ContainerModule } from 'inversify';
import { apiModule } from './api-module';
import { cacheModule } from './cache-module';
import { editionsModule } from './editions-module';
import { launchpadsModule } from './launchpads-module';
import { noticesModule } from './notices-module';
import { personalModule } from './personal-module';
import { walletModule } from './wallet-module';

/**
 * What only signed-in routes use, in load order: one lazy chunk, loaded by the app route's
 * middleware (AppAreas) once the session is known, never by /login.
 * Add your area's module with a one-line edit.
 */
export const areaModules: ContainerModule[] = [
  apiModule,
  cacheModule,
  noticesModule,
  launchpadsModule,
  personalModule,
  walletModule,
  editionsModule,
];
