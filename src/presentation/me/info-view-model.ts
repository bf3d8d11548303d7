import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { UpdatePhone } from '../../application/me/update-phone';
import { CreatorsApi } from '../../application/ports/creators-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { normalizePhoneInput } from '../../domain/user/phone-number';
import { updatePhoneInputSchema, type UserInfo } from '../../domain/user/user-info';
import { meCopy } from '../copy/me-copy';
import { FieldErrors } from '../forms/field-errors';
import { FormSubmission } from '../forms/form-submission';
import { Notices } from '../forms/notices';
import { meKeys, userInfoQuery } from '../queries/me-queries';
import { ObservableQuery } from '../queries/observable-query';
import { QueryClientToken } from '../queries/query-client';
import type { QueryClient } from '@tanstack/query-core';

/** /me/info: the user info, and the phone number change (validated on blur and on submit). */
@injectable()
export class InfoViewModel {
  readonly user: ObservableQuery<UserInfo>;
  readonly submission: FormSubmission;
  readonly errors = new FieldErrors(updatePhoneInputSchema, ['phoneNumber'] as const);
  phone = '';

  constructor(
    @inject(CreatorsApi) api: CreatorsApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(UpdatePhone) private readonly updatePhone: UpdatePhone,
    @inject(ErrorReporter) reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
  ) {
    // A passive handle on the cache: nothing is fetched until start().
    this.user = new ObservableQuery(queryClient, userInfoQuery(api));
    this.submission = new FormSubmission({
      reporter,
      notices,
      place: (error) => this.errors.place(error),
      context: { area: 'me', action: 'update-phone' },
      failureTitle: meCopy.info.phoneFailed,
    });
    makeAutoObservable<this, 'queryClient' | 'updatePhone' | 'notices'>(
      this,
      { user: false, submission: false, queryClient: false, updatePhone: false, notices: false },
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

  /** A save is running: the button shows it and a second submit is ignored. */
  get saving(): boolean {
    return this.submission.busy;
  }

  async savePhone(): Promise<boolean> {
    if (this.saving || !this.errors.check('phoneNumber', this.phoneInput)) return false;
    const updated = await this.submission.run(() => this.updatePhone.execute(this.phone));
    if (!updated) return false;
    runInAction(() => {
      this.queryClient.setQueryData(meKeys.userInfo(), updated);
      this.phone = '';
      this.errors.clear();
    });
    this.notices.success(meCopy.info.phoneSaved);
    return true;
  }

  private get phoneInput() {
    return { phoneNumber: normalizePhoneInput(this.phone) };
  }
}
