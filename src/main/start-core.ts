import type { Container } from 'inversify';
import { ErrorReporter } from '../application/ports/error-reporter';
import { Session } from '../application/session/session';
import { installGlobalErrorHandlers } from '../infrastructure/reporting/global-error-handlers';
import type { AppConfig } from './config';
import { createContainer, startupModules } from './create-container';
import { installChunkReload, isChunkLoadError } from '../presentation/shared/navigation/chunk-reload';
import { installReloadOnChunkError, reloadOnce } from './reload-on-chunk-error';

/**
 * The non-UI half of start-up, run before anything renders (requirements §11):
 * the container, global error reporting, the chunk-reload guard, and the session (a stored refresh
 * token is exchanged now). Never rejects for session reasons: a failed exchange ends signed out.
 * The signed-in areas' modules are loaded into the container by the app route (AppAreas) once the
 * session is known. Their code is part of the build's `signed-in` chunk (scripts/vite-route-chunks.ts)
 * with the app layout and the list, so a signed-in start fetches it beside the token refresh as one
 * file (as ~15 small ones over HTTP/1.1 they held the refresh back).
 */
export async function startCore(config: AppConfig): Promise<Container> {
  const container = createContainer(config, startupModules, {
    later: async () => {
      const [{ areaModules }, { installValidationMessages }] = await Promise.all([
        import('./modules/area-modules'),
        import('../domain/validation/messages'),
      ]);
      // Valibot's wording of requirements §5 is shown only by the signed-in areas' forms.
      installValidationMessages();
      return areaModules;
    },
  });
  installGlobalErrorHandlers(container.get(ErrorReporter));
  installReloadOnChunkError();
  // A route's failed import reaches its error boundary (a direct load, or a chunk with nothing to preload).
  installChunkReload((error) => isChunkLoadError(error) && reloadOnce());
  await container.get(Session).initialize();
  return container;
}
