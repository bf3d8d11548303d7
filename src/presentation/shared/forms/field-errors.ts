import { makeAutoObservable } from 'mobx';
import * as v from 'valibot';
import { ValidationError } from '../../../application/errors/app-error';

/**
 * The messages shown at a form's fields, from the same domain schema the use case checks with,
 * so the field says exactly what the rule says (requirements §5):
 * - `check(field)` on blur, `checkAll()` on submit, `recheck(field)` while typing (an error that is
 *   already shown disappears as soon as the value is fixed, no new error appears mid-typing);
 * - `place(error)` puts a server's ValidationError at its field when the form has that field.
 * Values are never touched: the field keeps what was typed.
 */
export class FieldErrors<F extends string> {
  errors: Partial<Record<F, string>> = {};

  constructor(
    private readonly schema: v.GenericSchema,
    readonly fields: readonly F[],
  ) {
    makeAutoObservable<this, 'schema'>(this, { schema: false, fields: false }, { autoBind: true });
  }

  get hasErrors(): boolean {
    return this.fields.some((field) => this.errors[field] !== undefined);
  }

  /** The first field (in form order) with an error, to move focus there. */
  get firstInvalid(): F | undefined {
    return this.fields.find((field) => this.errors[field] !== undefined);
  }

  message(field: F): string | undefined {
    return this.errors[field];
  }

  check(field: F, values: object): boolean {
    const message = this.issuesOf(values)[field];
    this.errors = { ...this.errors, [field]: message };
    return message === undefined;
  }

  recheck(field: F, values: object): void {
    if (this.errors[field] !== undefined) this.check(field, values);
  }

  /** Every field at once; `schema` replaces the form's rules for this check (e.g. a draft's looser ones). */
  checkAll(values: object, schema: v.GenericSchema = this.schema): boolean {
    this.errors = this.issuesOf(values, schema);
    return !this.hasErrors;
  }

  set(field: F, message: string | undefined): void {
    this.errors = { ...this.errors, [field]: message };
  }

  clear(): void {
    this.errors = {};
  }

  place(error: unknown): boolean {
    if (!(error instanceof ValidationError) || !error.field) return false;
    const field = this.fields.find((known) => known === error.field);
    if (!field) return false;
    this.set(field, error.userMessage);
    return true;
  }

  private issuesOf(values: object, schema: v.GenericSchema = this.schema): Partial<Record<F, string>> {
    const result = v.safeParse(schema, values);
    const found: Partial<Record<F, string>> = {};
    if (result.success) return found;
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      const field = this.fields.find((known) => known === key);
      if (field && found[field] === undefined) found[field] = issue.message;
    }
    return found;
  }
}
