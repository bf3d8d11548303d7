import type { Container } from 'inversify';
import { ErrorReporter } from '../application/ports/error-reporter';
import { Session } from '../application/session/session';
import { installGlobalErrorHandlers } from '../infrastructure/reporting/global-error-handlers';
import type { AppConfig } from './config';
import { createContainer } from './container';
import { installReloadOnChunkError } from './reload-on-chunk-error';

/**
 * The non-UI half of start-up, run before anything renders (product.md "Session and calls"):
 * the container, global error reporting, the chunk-reload guard, and the session (a stored refresh
 * token is exchanged now). Never rejects for session reasons: a failed exchange ends signed out.
 */
export async function startCore(config: AppConfig): Promise<Container> {
  const container = createContainer(config);
  installGlobalErrorHandlers(container.get(ErrorReporter));
  installReloadOnChunkError();
  await container.get(Session).initialize();
  return container;
}
