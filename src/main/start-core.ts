import type { Container } from 'inversify';
import { ErrorReporter } from '../application/ports/error-reporter';
import { Session } from '../application/session/session';
import { installGlobalErrorHandlers } from '../infrastructure/reporting/global-error-handlers';
import { AppAreas } from '../presentation/routes/app-areas';
import type { AppConfig } from './config';
import { createContainer, startupModules } from './create-container';
import { installReloadOnChunkError } from './reload-on-chunk-error';

/**
 * The non-UI half of start-up, run before anything renders (product.md "Session and calls"):
 * the container, global error reporting, the chunk-reload guard, and the session (a stored refresh
 * token is exchanged now). Never rejects for session reasons: a failed exchange ends signed out.
 * The signed-in areas' modules are a chunk of their own, loaded by the app route (AppAreas) or,
 * with `loadAreasNow` (an address a signed-in creator opens), beside the token refresh.
 */
export async function startCore(config: AppConfig, options: { loadAreasNow?: boolean } = {}): Promise<Container> {
  const container = createContainer(config, startupModules, {
    later: async () => {
      const [{ areaModules }, { installValidationMessages }] = await Promise.all([
        import('./modules/area-modules'),
        import('../domain/validation/messages'),
      ]);
      // Valibot's wording of spec §5 is shown only by the signed-in areas' forms.
      installValidationMessages();
      return areaModules;
    },
  });
  installGlobalErrorHandlers(container.get(ErrorReporter));
  installReloadOnChunkError();
  // Failures are ignored here: the app route loads them again and shows its error.
  if (options.loadAreasNow) container.get(AppAreas).load().catch(() => undefined);
  await container.get(Session).initialize();
  return container;
}
