import { inject, injectable } from 'inversify';
import { isGuiding } from '../../domain/onboarding/setup-steps';
import { ErrorReporter } from '../ports/error-reporter';
import { LaunchpadsApi } from '../ports/launchpads-api';
import { ReadCache } from '../ports/read-cache';
import { launchpadListQuery } from '../reads/launchpad-reads';

/**
 * Whether the setup checklist is still the creator's guide (no launch of theirs in review yet), asked
 * after a checklist task succeeds so its toast can offer the way back. The launchpad list is read through
 * the cache (the list page's read, usually there already). Never rejects: a failed read is reported and
 * answers false (the toast then offers nothing rather than a way to a checklist that may be gone).
 */
@injectable()
export class SetupGuide {
  constructor(
    @inject(ReadCache) private readonly cache: ReadCache,
    @inject(LaunchpadsApi) private readonly api: LaunchpadsApi,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async guiding(): Promise<boolean> {
    try {
      return isGuiding(await this.cache.fetch(launchpadListQuery(this.api)));
    } catch (error) {
      this.reporter.report(error, { area: 'setup-checklist', action: 'read-launchpads' });
      return false;
    }
  }
}
