import type { ErrorReporter } from '../../application/ports/error-reporter';

/**
 * Sends uncaught errors and unhandled promise rejections to the reporter. Returns the uninstall.
 * Resource load failures (a broken <img>) do not reach window's bubbling `error` listener, so only
 * script errors arrive here.
 */
export function installGlobalErrorHandlers(
  reporter: ErrorReporter,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onError = (event: ErrorEvent) => {
    reporter.report(event.error ?? new Error(event.message || 'uncaught error'), {
      where: 'window.onerror',
      source: event.filename || undefined,
      line: event.lineno || undefined,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reporter.report(event.reason, { where: 'unhandledrejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
