import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { UserApi } from '../../application/ports/user-api';
import type { Company, UserInfo } from '../../domain/user/user-info';
import { userInfoQuery } from '../../application/reads/me-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';

/** /me/company: the company details held in the user info, read-only; `null` is a creator without one. */
@injectable()
export class CompanyViewModel {
  readonly user: ObservableQuery<UserInfo>;

  constructor(@inject(UserApi) api: UserApi, @inject(QueryClientToken) queryClient: QueryClient) {
    this.user = new ObservableQuery(queryClient, userInfoQuery(api));
    makeAutoObservable(this, { user: false }, { autoBind: true });
  }

  start(): () => void {
    return this.user.start();
  }

  get company(): Company | null | undefined {
    return this.user.data === undefined ? undefined : this.user.data.company;
  }
}
