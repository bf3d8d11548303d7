import { makeAutoObservable, reaction } from 'mobx';
import type { OpenEditions, OpenedEditions } from '../../application/editions/open-editions';
import { toAppError, type AppError } from '../../application/errors/app-error';
import { pageReads } from '../../application/reads/page-reads';
import type { FormKit } from '../shared/forms/form-kit';
import { notObserved } from '../shared/view-models/not-observed';

/**
 * The editions editor's opening, as the view waits for it: the page's read (the route prefetched it)
 * and the draft owner observed, then OpenEditions once both are known. It opens once a visit: a later
 * read does not replace the rows being edited. A failed read is reported here; a failed draft owner
 * by the kit's DraftUser.
 */
export class EditionsOpening {
  status: 'loading' | 'ready' | 'error' = 'loading';
  error: AppError | null = null;
  /** Loads the page's read and the draft owner again (다시 시도). */
  private retry: () => void = () => {};

  constructor(
    private readonly kit: FormKit,
    private readonly openEditions: OpenEditions,
    /** The editor takes what it opens with. */
    private readonly onOpened: (opened: OpenedEditions) => void,
  ) {
    makeAutoObservable<this, 'kit' | 'openEditions' | 'onOpened' | 'retry'>(
      this,
      notObserved('kit', 'openEditions', 'onOpened', 'retry'),
      { autoBind: true },
    );
  }

  start(launchpadId: number): () => void {
    let stopped = false;
    let opening = false;
    const { contractMetadata } = this.kit.observePage(pageReads.editions(this.kit.reads, launchpadId));
    const user = this.kit.draftUser('editions');
    this.retry = () => {
      void contractMetadata.refetch();
      user.load();
    };
    const stopRead = contractMetadata.start();
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
      stopRead();
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
    this.kit.reporter.report(caught, { area: 'editions', action: 'load', launchpadId });
    this.error = toAppError(caught);
    this.status = 'error';
  }

  private opened(opened: OpenedEditions): void {
    this.onOpened(opened);
    this.status = 'ready';
  }
}
