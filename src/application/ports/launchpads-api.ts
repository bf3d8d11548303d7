import type { ServiceIdentifier } from 'inversify';
import type {
  CreateLaunchpadInput,
  Launchpad,
  LaunchpadList,
  UpdateLaunchpadInput,
} from '../../domain/launchpad/launchpad';

/**
 * The launchpads of requirements §7: the list, one launchpad, creating and updating one.
 * Fails with the AppError classes as `CreatorsApi` describes.
 */
export interface LaunchpadsApi {
  /** One page (1-based `page`, default 1) of at most `size`, newest first; `total` counts them all. */
  listLaunchpads(query: { size?: number; page?: number }): Promise<LaunchpadList>;
  getLaunchpad(id: number): Promise<Launchpad>;
  createLaunchpad(input: CreateLaunchpadInput): Promise<Launchpad>;
  updateLaunchpad(id: number, input: UpdateLaunchpadInput): Promise<Launchpad>;
}
export const LaunchpadsApi: ServiceIdentifier<LaunchpadsApi> = Symbol.for('LaunchpadsApi');
