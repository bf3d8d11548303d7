import { makeAutoObservable } from 'mobx';
import type { FieldErrors } from './field-errors';

/** The name's part of the dialog's FieldErrors (which may check more fields). */
type NameErrors = Pick<FieldErrors<'name'>, 'message' | 'check' | 'recheck' | 'clear'>;

/**
 * What a create NameDialog (런치패드 만들기, 크리에이터 만들기) holds: whether it is open and the name typed,
 * checked again as it is typed and on leaving the field once something was typed. Closing empties
 * it (and `reset` the dialog's other fields), unless the create is still running.
 */
export class NameDialogForm {
  open = false;
  name = '';

  constructor(
    private readonly errors: NameErrors,
    /** What the name is checked within: the whole input, where its schema checks more than the name. */
    private readonly values: () => object,
    private readonly busy: () => boolean,
    private readonly reset: () => void = () => {},
  ) {
    makeAutoObservable<this, 'errors' | 'values' | 'busy' | 'reset'>(
      this,
      { errors: false, values: false, busy: false, reset: false },
      { autoBind: true },
    );
  }

  get nameError(): string | undefined {
    return this.errors.message('name');
  }

  show(): void {
    this.open = true;
  }

  close(): void {
    if (this.busy()) return;
    this.open = false;
    this.name = '';
    this.reset();
    this.errors.clear();
  }

  setName(value: string): void {
    this.name = value;
    this.errors.recheck('name', this.values());
  }

  blurName(): void {
    if (this.name !== '') this.errors.check('name', this.values());
  }

  /** Whether the name may be sent; if not, its error shows. */
  checkName(): boolean {
    return this.errors.check('name', this.values());
  }
}
