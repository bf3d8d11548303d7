import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import * as v from 'valibot';
import { CreateLaunchpad } from '../../application/launchpads/create-launchpad';
import { pageReads } from '../../application/reads/page-reads';
import { findChainById } from '../../domain/chain/chains';
import {
  collectionTypeSchema,
  createLaunchpadInputSchema,
  type CollectionType,
  type Launchpad,
  type LaunchpadList,
} from '../../domain/launchpad/launchpad';
import {
  filterLaunchpads,
  orderLaunchpads,
  type SearchableLaunchpad,
} from '../../domain/launchpad/launchpad-list-order';
import { launchpadCopy } from '../shared/copy/launchpad-copy';
import { FieldErrors } from '../shared/forms/field-errors';
import { FormServices } from '../shared/forms/form-services';
import { PageQueries } from '../shared/queries/page-queries';
import { FormSubmission } from '../shared/forms/form-submission';
import { NameDialogForm } from '../shared/forms/name-dialog-form';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';
import { LaunchpadListQuery } from './launchpad-list-query';

const DEFAULT_CHAIN_ID = 1;

/** /launchpads: every launchpad of the creator (prefetched, size 1000), a search, and 런치패드 만들기. */
@injectable()
export class LaunchpadsViewModel {
  readonly list: ObservableQuery<LaunchpadList>;
  readonly submission: FormSubmission;
  readonly errors = new FieldErrors(createLaunchpadInputSchema, ['name', 'chainId', 'collectionType'] as const);
  /** The search, the filters and the order (the page keeps them in the URL). */
  readonly query = new LaunchpadListQuery();
  chainId = DEFAULT_CHAIN_ID;
  collectionType: CollectionType = 'SINGLE';
  readonly dialog: NameDialogForm = new NameDialogForm(
    this.errors,
    () => this.input,
    () => this.creating,
    () => {
      this.chainId = DEFAULT_CHAIN_ID;
      this.collectionType = 'SINGLE';
    },
  );

  constructor(
    @inject(FormServices) private readonly forms: FormServices,
    @inject(PageQueries) pages: PageQueries,
    @inject(CreateLaunchpad) private readonly createLaunchpad: CreateLaunchpad,
  ) {
    // The page's reads, as the route prefetches them; a passive handle: nothing is fetched until start().
    this.list = pages.observe(pageReads.launchpads).list;
    this.submission = new FormSubmission({
      ...forms.submission,
      place: (error) => this.errors.place(error),
      context: { area: 'launchpads', action: 'create-launchpad' },
      failureTitle: launchpadCopy.createFailed,
    });
    // itemsMatching is a derivation read while rendering, not an action (actions are untracked).
    makeAutoObservable<this, 'forms' | 'createLaunchpad'>(
      this,
      notObserved('forms', 'createLaunchpad', 'list', 'submission', 'itemsMatching', 'dialog', 'query'),
      {
        autoBind: true,
      },
    );
  }

  /** Loads (cached data shows meanwhile); a failed refresh of a shown list is a toast, the list stays. */
  start(): () => void {
    const stop = this.list.start();
    const stopToasts = reaction(
      () => this.list.error,
      (error) => {
        if (!error) return;
        this.forms.reporter.report(error, { area: 'launchpads', action: 'load-list' });
        this.forms.notices.failure(launchpadCopy.loadFailed, error);
      },
    );
    return () => {
      stopToasts();
      stop();
    };
  }

  /** How many launchpads the creator has, as the API counts them (not just those loaded). */
  get total(): number {
    return Math.max(this.list.data?.total ?? 0, this.loaded);
  }

  get loaded(): number {
    return this.list.data?.items.length ?? 0;
  }

  /** The API holds more than the pages that came back: the list says so rather than pretend. */
  get incomplete(): boolean {
    return this.loaded < this.total;
  }

  /** In the chosen order, each with the text the search looks in; sorted once per list and order, not per keystroke. */
  private get sorted(): SearchableLaunchpad[] {
    return orderLaunchpads(this.list.data?.items ?? [], this.query.sort);
  }

  /** In the chosen order, filtered; the search matches the name or the contract address, ignoring case. */
  get items(): Launchpad[] {
    return this.itemsMatching(this.query.search);
  }

  /** The launchpads a search for `search` shows (the view passes a deferred copy of the query's search). */
  itemsMatching(search: string): Launchpad[] {
    return filterLaunchpads(this.sorted, { search, status: this.query.status, chainId: this.query.chainId });
  }

  /** A row's 복사: the checksummed contract address to the clipboard, said in a toast. */
  async copyAddress(address: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(address);
      this.forms.notices.success(launchpadCopy.addressCopied);
    } catch (error) {
      this.forms.reporter.report(error, { area: 'launchpads', action: 'copy-address' });
      this.forms.notices.failure(launchpadCopy.copyFailed, error);
    }
  }

  get input() {
    const chain = findChainById(this.chainId);
    return {
      name: this.dialog.name,
      chain: chain?.backendName ?? 'ETHEREUM',
      chainId: this.chainId,
      collectionType: this.collectionType,
    };
  }

  setChainId(value: number): void {
    if (findChainById(value)) this.chainId = value;
  }

  setCollectionType(value: string): void {
    if (v.is(collectionTypeSchema, value)) this.collectionType = value;
  }

  /** A save is running: the dialog's buttons show it and a second submit is ignored. */
  get creating(): boolean {
    return this.submission.busy;
  }

  /** The new launchpad (the view opens its work; CreateLaunchpad put it into the cache), or null when it was not created (reason shown). */
  async create(): Promise<Launchpad | null> {
    if (this.creating || !this.dialog.checkName()) return null;
    const created = await this.submission.run(() => this.createLaunchpad.execute(this.input));
    if (!created) return null;
    this.dialog.close();
    // The new launchpad opens next: the toast is about it, so it stays there.
    this.forms.notices.success(launchpadCopy.created_(created.name), { forNextPage: true, setupTask: true });
    return created;
  }
}
