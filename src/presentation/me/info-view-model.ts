import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { UpdatePhone } from '../../application/me/update-phone';
import { CreatorsApi } from '../../application/ports/creators-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { normalizePhoneInput } from '../../domain/user/phone-number';
import { updatePhoneInputSchema, type UserInfo } from '../../domain/user/user-info';
import { meCopy } from '../copy/me-copy';
import { FieldErrors } from '../forms/field-errors';
import { Notices } from '../forms/notices';
import { meKeys, userInfoQuery } from '../queries/me-queries';
import { ObservableQuery } from '../queries/observable-query';
import { QueryClientToken } from '../queries/query-client';
import type { QueryClient } from '@tanstack/query-core';

/** /me/info: the user info, and the phone number change (validated on blur and on submit). */
@injectable()
export class InfoViewModel {
  readonly user: ObservableQuery<UserInfo>;
  readonly errors = new FieldErrors(updatePhoneInputSchema, ['phoneNumber'] as const);
  phone = '';
  saving = false;

  constructor(
    @inject(CreatorsApi) api: CreatorsApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(UpdatePhone) private readonly updatePhone: UpdatePhone,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
  ) {
    // A passive handle on the cache: nothing is fetched until start().
    this.user = new ObservableQuery(queryClient, userInfoQuery(api));
    makeAutoObservable<this, 'queryClient' | 'updatePhone' | 'reporter' | 'notices'>(
      this,
      { user: false, queryClient: false, updatePhone: false, reporter: false, notices: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    return this.user.start();
  }

  /** Something typed and not yet saved: leaving asks first. */
  get isDirty(): boolean {
    return this.phone.trim() !== '';
  }

  get phoneError(): string | undefined {
    return this.errors.message('phoneNumber');
  }

  setPhone(value: string): void {
    this.phone = value;
    this.errors.recheck('phoneNumber', this.phoneInput);
  }

  blurPhone(): void {
    if (this.phone.trim() !== '') this.errors.check('phoneNumber', this.phoneInput);
  }

  async savePhone(): Promise<boolean> {
    if (this.saving) return false;
    if (!this.errors.check('phoneNumber', this.phoneInput)) return false;
    this.saving = true;
    try {
      const updated = await this.updatePhone.execute(this.phone);
      runInAction(() => {
        this.queryClient.setQueryData(meKeys.userInfo(), updated);
        this.phone = '';
        this.errors.clear();
      });
      this.notices.success(meCopy.info.phoneSaved);
      return true;
    } catch (error) {
      this.reporter.report(error, { area: 'me', action: 'update-phone' });
      this.errors.place(error);
      this.notices.failure(meCopy.info.phoneFailed, error);
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private get phoneInput() {
    return { phoneNumber: normalizePhoneInput(this.phone) };
  }
}
