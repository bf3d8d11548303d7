import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { pageReads } from '../../application/reads/page-reads';
import type { Company, UserInfo } from '../../domain/user/user-info';
import { PageQueries } from '../shared/queries/page-queries';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';

/** /me/company: the company details held in the user info, read-only; `null` is a creator without one. */
@injectable()
export class CompanyViewModel {
  readonly user: ObservableQuery<UserInfo>;

  constructor(@inject(PageQueries) pages: PageQueries) {
    // The page's reads, as the route prefetches them; a passive handle: nothing is fetched until start().
    this.user = pages.observe(pageReads.company).user;
    makeAutoObservable(this, notObserved('user'), { autoBind: true });
  }

  start(): () => void {
    return this.user.start();
  }

  get company(): Company | null | undefined {
    return this.user.data === undefined ? undefined : this.user.data.company;
  }
}
