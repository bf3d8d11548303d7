import { ContainerModule } from 'inversify';
import { CreateLaunchpad } from '../../application/launchpads/create-launchpad';
import { SaveCollectionMetadata } from '../../application/launchpads/save-collection-metadata';

/** The launchpads area's use cases (its view-models are autobound with their pages). */
export const launchpadsModule = new ContainerModule(({ bind }) => {
  bind(CreateLaunchpad).toSelf().inSingletonScope();
  bind(SaveCollectionMetadata).toSelf().inSingletonScope();
});
