import { ContainerModule } from 'inversify';
import { Clock } from '../../application/ports/clock';
import { SystemClock } from '../../infrastructure/time/system-clock';

/**
 * The app shell's adapters and services: clock, token storage, refresh lock, session, HTTP,
 * the creators API and error reporting. Reads settings from the AppConfig binding.
 */
export const coreModule = new ContainerModule(({ bind }) => {
  bind(Clock).toConstantValue(new SystemClock());
});
