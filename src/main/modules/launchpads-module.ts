import { ContainerModule } from 'inversify';
import { CheckContract } from '../../application/launchpads/check-contract';
import { CreateLaunchpad } from '../../application/launchpads/create-launchpad';
import { SaveContract } from '../../application/launchpads/save-contract';

/** The launchpads area's use cases (its view-models are autobound with their pages). */
export const launchpadsModule = new ContainerModule(({ bind }) => {
  bind(CreateLaunchpad).toSelf().inSingletonScope();
  bind(CheckContract).toSelf().inSingletonScope();
  bind(SaveContract).toSelf().inSingletonScope();
});
