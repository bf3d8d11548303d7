import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import * as v from 'valibot';
import type { DraftFormat } from '../../application/drafts/form-drafts';
import { UpdatePhone } from '../../application/me/update-phone';
import { pageReads } from '../../application/reads/page-reads';
import { normalizePhoneInput } from '../../domain/user/phone-number';
import { updatePhoneInputSchema, type UserInfo } from '../../domain/user/user-info';
import { meCopy } from '../shared/copy/me-copy';
import { EditForm } from '../shared/forms/edit-form';
import { FormServices } from '../shared/forms/form-services';
import { PageQueries } from '../shared/queries/page-queries';
import type { ObservableQuery } from '../shared/queries/observable-query';
import { notObserved } from '../shared/view-models/not-observed';

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
    @inject(FormServices) private readonly forms: FormServices,
    @inject(PageQueries) pages: PageQueries,
    @inject(UpdatePhone) private readonly updatePhone: UpdatePhone,
  ) {
    // The page's reads, as the route prefetches them; a passive handle: nothing is fetched until start().
    this.user = pages.observe(pageReads.info).user;
    this.form = new EditForm({
      ...forms.editForm,
      format: phoneDraftFormat,
      empty: noNewNumber,
      schema: updatePhoneInputSchema,
      fields: ['phoneNumber'] as const,
      // The rule checks the number without the dashes and spaces a creator may type.
      checked: (values) => ({ phoneNumber: normalizePhoneInput(values.phoneNumber) }),
      context: { area: 'me', action: 'update-phone' },
      failureTitle: meCopy.info.phoneForm(true).failed,
    });
    makeAutoObservable<this, 'forms' | 'updatePhone'>(this, notObserved('forms', 'updatePhone', 'user', 'form'), {
      autoBind: true,
    });
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

  /** The words of the phone form: a first number is 등록, a number already there is 변경. */
  get phoneCopy(): ReturnType<typeof meCopy.info.phoneForm> {
    return meCopy.info.phoneForm(Boolean(this.user.data?.phoneNumber));
  }

  /** UpdatePhone puts the new number into the cached user info; the form empties again. */
  async savePhone(): Promise<boolean> {
    const words = this.phoneCopy;
    const first = !this.user.data?.phoneNumber;
    const updated = await this.form.save((values) => this.updatePhone.execute(values.phoneNumber), {
      saved: () => noNewNumber,
      failureTitle: words.failed,
    });
    if (!updated) return false;
    // A first number is the setup checklist's first task; a changed one is not.
    this.forms.notices.success(words.saved, { setupTask: first });
    return true;
  }
}
