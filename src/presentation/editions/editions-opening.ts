import { makeAutoObservable, reaction } from 'mobx';
import type { OpenEditions, OpenedEditions } from '../../application/editions/open-editions';
import { toAppError, type AppError } from '../../application/errors/app-error';
import type { FormServices } from '../shared/forms/form-services';
import { notObserved } from '../shared/view-models/not-observed';
import type { LaunchpadPage } from '../shared/workspace/launchpad-page';

/**
 * The editions editor's opening, as the view waits for it: the frame's read of the saved tokens and the
 * draft owner, then OpenEditions once both are known. It opens once a visit: a later read does not
 * replace the rows being edited. A failed read is reported here; a failed draft owner by DraftUser.
 */
export class EditionsOpening {
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: AppError | null = null;
  /** Loads the page's read and the draft owner again (다시 시도). */
  private retry: () => void = () => {};

  constructor(
    private readonly forms: FormServices,
    private readonly openEditions: OpenEditions,
    /** The editor takes what it opens with. */
    private readonly onOpened: (opened: OpenedEditions) => void,
  ) {
    makeAutoObservable<this, 'forms' | 'openEditions' | 'onOpened' | 'retry'>(
      this,
      notObserved('forms', 'openEditions', 'onOpened', 'retry'),
      { autoBind: true },
    );
  }

  start(page: LaunchpadPage): () => void {
    let stopped = false;
    let opening = false;
    const launchpadId = page.launchpad.id;
    const contractMetadata = page.kept;
    const user = this.forms.draftUser('editions');
    this.retry = () => {
      void contractMetadata.refetch();
      user.load();
    };
    user.load();
    const stopOpening = reaction(
      () => ({
        tokens: contractMetadata.data?.tokens,
        userId: user.id,
        error: contractMetadata.error,
        userError: user.error,
      }),
      ({ tokens, userId, error, userError }) => {
        // Once a visit; after a failure, only 다시 시도 (`load`) looks again.
        if (opening || this.status !== 'loading') return;
        if (tokens && userId) {
          opening = true;
          this.openEditions.execute(launchpadId, userId, tokens).then(
            (opened) => !stopped && this.opened(opened),
            (caught: unknown) => {
              opening = false;
              this.failed(caught, launchpadId);
            },
          );
        } else if (error) this.failed(error, launchpadId);
        else if (userError) {
          // Reported by DraftUser, as `load-user-for-drafts`.
          this.error = userError;
          this.status = 'error';
        }
      },
      { fireImmediately: true },
    );
    return () => {
      stopped = true;
      stopOpening();
    };
  }

  /** 다시 시도 after a failed load. */
  load(): void {
    this.status = 'loading';
    this.error = null;
    this.retry();
  }

  private failed(caught: unknown, launchpadId: number): void {
    this.forms.reporter.report(caught, { area: 'editions', action: 'load', launchpadId });
    this.error = toAppError(caught);
    this.status = 'error';
  }

  private opened(opened: OpenedEditions): void {
    this.onOpened(opened);
    this.status = 'ready';
  }
}
