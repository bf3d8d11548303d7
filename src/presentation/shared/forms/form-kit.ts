import type { QueryClient } from '@tanstack/query-core';
import { inject, injectable } from 'inversify';
import { FormDrafts } from '../../../application/drafts/form-drafts';
import { ErrorReporter } from '../../../application/ports/error-reporter';
import { ReadApis } from '../../../application/reads/page-reads';
import type { QueryDefinition } from '../../../application/reads/query-definition';
import { ObservableQuery } from '../queries/observable-query';
import { QueryClientToken } from '../queries/query-client-token';
import { DraftUser } from './draft-user-id';
import type { EditFormOptions } from './edit-form';
import type { FormSubmissionOptions } from './form-submission';
import { Notices } from './notices';

type Observed<R> = { [K in keyof R]: R[K] extends QueryDefinition<infer T> ? ObservableQuery<T> : never };

/**
 * What every form's view-model needs besides its own use cases: drafts, the draft owner (the signed-in
 * creator's id), error reporting, notices, and the page's reads observed from the cache. One injectable,
 * so a form view-model injects its kit and its use cases (4–6 things), not 10–12.
 */
@injectable()
export class FormKit {
  constructor(
    @inject(FormDrafts) readonly drafts: FormDrafts,
    @inject(ErrorReporter) readonly reporter: ErrorReporter,
    @inject(Notices) readonly notices: Notices,
    @inject(ReadApis) readonly reads: ReadApis,
    @inject(QueryClientToken) private readonly queryClient: QueryClient,
  ) {}

  /** The draft owner of a form in `area` (a failed load is reported there as `load-user-for-drafts`). */
  draftUser(area: string): DraftUser {
    return new DraftUser(this.queryClient, this.reads.user, this.reporter, area);
  }

  /** One read, observed: nothing is fetched until the query's `start()`. */
  observe<T>(definition: QueryDefinition<T>): ObservableQuery<T> {
    return new ObservableQuery(this.queryClient, definition);
  }

  /** A page's reads (`pageReads.x(kit.reads, id)`), each observed under its name. */
  observePage<R extends Record<string, QueryDefinition<unknown>>>(reads: R): Observed<R> {
    return Object.fromEntries(
      Object.entries(reads).map(([name, definition]) => [name, this.observe(definition)]),
    ) as Observed<R>;
  }

  /** The kit's part of an EditForm's options (drafts, reporter, notices). */
  get formServices(): Pick<EditFormOptions<object, string>, 'drafts' | 'reporter' | 'notices'> {
    return { drafts: this.drafts, reporter: this.reporter, notices: this.notices };
  }

  /** The kit's part of a FormSubmission's options (reporter, notices). */
  get submissionServices(): Pick<FormSubmissionOptions, 'reporter' | 'notices'> {
    return { reporter: this.reporter, notices: this.notices };
  }
}
