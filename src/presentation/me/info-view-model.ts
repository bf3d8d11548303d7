import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import * as v from 'valibot';
import type { DraftFormat } from '../../application/drafts/form-drafts';
import { FormDrafts } from '../../application/drafts/form-drafts';
import { UpdatePhone } from '../../application/me/update-phone';
import { UserApi } from '../../application/ports/user-api';
import { ErrorReporter } from '../../application/ports/error-reporter';
import { normalizePhoneInput } from '../../domain/user/phone-number';
import { updatePhoneInputSchema, type UserInfo } from '../../domain/user/user-info';
import { meCopy } from '../shared/copy/me-copy';
import { EditForm } from '../shared/forms/edit-form';
import { Notices } from '../shared/forms/notices';
import { meKeys, userInfoQuery } from '../../application/reads/me-reads';
import { ObservableQuery } from '../shared/queries/observable-query';
import { QueryClientToken } from '../shared/queries/query-client-token';

interface PhoneFormValues {
  phoneNumber: string;
}

/** The new number as typed (one per user: the record is the user's phone). */
const phoneDraftFormat: DraftFormat<PhoneFormValues> = {
  form: 'phone',
  version: 1,
  schema: v.object({ phoneNumber: v.string() }),
};
const noNewNumber: PhoneFormValues = { phoneNumber: '' };

/** /me/info: the user info, and the phone number change (validated on blur and on submit) on the shared EditForm. */
@injectable()
export class InfoViewModel {
  readonly user: ObservableQuery<UserInfo>;
  readonly form: EditForm<PhoneFormValues, 'phoneNumber'>;

  constructor(
    @inject(UserApi) api: UserApi,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
    @inject(UpdatePhone) private readonly updatePhone: UpdatePhone,
    @inject(FormDrafts) drafts: FormDrafts,
    @inject(ErrorReporter) reporter: ErrorReporter,
    @inject(Notices) private readonly notices: Notices,
  ) {
    // A passive handle on the cache: nothing is fetched until start().
    this.user = new ObservableQuery(queryClient, userInfoQuery(api));
    this.form = new EditForm({
      drafts,
      format: phoneDraftFormat,
      empty: noNewNumber,
      schema: updatePhoneInputSchema,
      fields: ['phoneNumber'] as const,
      // The rule checks the number without the dashes and spaces a creator may type.
      checked: (values) => ({ phoneNumber: normalizePhoneInput(values.phoneNumber) }),
      reporter,
      notices,
      context: { area: 'me', action: 'update-phone' },
      failureTitle: meCopy.info.phoneFailed,
    });
    makeAutoObservable<this, 'queryClient' | 'updatePhone' | 'notices'>(
      this,
      { user: false, form: false, queryClient: false, updatePhone: false, notices: false },
      { autoBind: true },
    );
  }

  start(): () => void {
    const stops = [this.user.start(), this.form.start()];
    // The draft is kept per user: the form opens once the user info says who is signed in.
    stops.push(
      reaction(
        () => this.user.data?.userId,
        (userId) => userId && !this.form.isOpen && this.form.open({ userId, recordId: 'phone' }, noNewNumber),
        { fireImmediately: true },
      ),
    );
    return () => stops.forEach((stop) => stop());
  }

  get phone(): string {
    return this.form.values.phoneNumber;
  }

  /** Something typed and not yet saved: leaving asks first. */
  get isDirty(): boolean {
    return this.form.isDirty;
  }

  get phoneError(): string | undefined {
    return this.form.message('phoneNumber');
  }

  setPhone(value: string): void {
    this.form.set('phoneNumber', value);
  }

  blurPhone(): void {
    if (this.phone.trim() !== '') this.form.blur('phoneNumber');
  }

  /** A save is running: the button shows it and a second submit is ignored. */
  get saving(): boolean {
    return this.form.saving;
  }

  async savePhone(): Promise<boolean> {
    const updated = await this.form.save((values) => this.updatePhone.execute(values.phoneNumber), { saved: () => noNewNumber });
    if (!updated) return false;
    runInAction(() => this.queryClient.setQueryData(meKeys.userInfo(), updated));
    this.notices.success(meCopy.info.phoneSaved);
    return true;
  }
}
