import type { Notices, SuccessOptions } from '../../src/presentation/shared/forms/notices';

/** Records the toasts a view-model would show. */
export class FakeNotices implements Notices {
  readonly shown: {
    kind: 'success' | 'failure';
    message: string;
    error?: unknown;
    id?: string;
    forNextPage?: boolean;
    setupTask?: boolean;
  }[] = [];
  readonly dismissed: string[] = [];

  success(message: string, options?: SuccessOptions): void {
    this.shown.push({
      kind: 'success',
      message,
      ...(options?.forNextPage && { forNextPage: true }),
      ...(options?.setupTask && { setupTask: true }),
    });
  }

  failure(title: string, error: unknown, id?: string): void {
    this.shown.push({ kind: 'failure', message: title, error, ...(id && { id }) });
  }

  dismiss(id: string): void {
    this.dismissed.push(id);
  }
}
