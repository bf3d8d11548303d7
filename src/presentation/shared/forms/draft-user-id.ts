import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '../../../application/errors/app-error';
import type { ErrorReporter } from '../../../application/ports/error-reporter';
import type { ReadCache } from '../../../application/ports/read-cache';
import type { UserApi } from '../../../application/ports/user-api';
import { userInfoQuery } from '../../../application/reads/me-reads';

/**
 * Drafts are kept per user: the signed-in creator's id, from the user info in the query cache
 * (fetched once if no screen has loaded it yet). Rejects as the user info call does.
 */
export async function draftUserId(cache: ReadCache, api: UserApi): Promise<string> {
  return (await cache.fetch(userInfoQuery(api))).userId;
}

/**
 * The draft user id as a form's view-model waits for it (its draft key needs the id before the form
 * opens): `id` once known; `error` when the last load failed, reported as `load-user-for-drafts` in
 * the view-model's area. `load()` again (a retry, a new start) tries again.
 */
export class DraftUser {
  id: string | null = null;
  error: AppError | null = null;

  constructor(
    private readonly cache: ReadCache,
    private readonly api: UserApi,
    private readonly reporter: ErrorReporter,
    private readonly area: string,
  ) {
    makeAutoObservable<this, 'cache' | 'api' | 'reporter' | 'area'>(
      this,
      { cache: false, api: false, reporter: false, area: false },
      { autoBind: true },
    );
  }

  /** Loads the id unless it is known. */
  load(): void {
    if (this.id) return;
    this.error = null;
    draftUserId(this.cache, this.api).then(
      (id) => runInAction(() => (this.id = id)),
      (error: unknown) => {
        this.reporter.report(error, { area: this.area, action: 'load-user-for-drafts' });
        runInAction(() => (this.error = toAppError(error)));
      },
    );
  }
}
