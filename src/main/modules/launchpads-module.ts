import { ContainerModule } from 'inversify';
import { CreateLaunchpad } from '../../application/launchpads/create-launchpad';

/** The launchpads area's use cases (its view-models are autobound with their pages). */
export const launchpadsModule = new ContainerModule(({ bind }) => {
  bind(CreateLaunchpad).toSelf().inSingletonScope();
});
