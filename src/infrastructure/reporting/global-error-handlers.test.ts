import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { installGlobalErrorHandlers } from './global-error-handlers';

describe('installGlobalErrorHandlers', () => {
  it('given installed, when an error or a rejection goes unhandled, then both are reported; uninstalled, nothing', () => {
    const reporter = new FakeErrorReporter();
    const target = new EventTarget() as unknown as Window;
    const uninstall = installGlobalErrorHandlers(reporter, target);
    const thrown = new Error('boom');
    target.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'boom' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: 'nope' });
    target.dispatchEvent(rejection);
    expect(reporter.errors).toEqual([thrown, 'nope']);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: thrown }));
    expect(reporter.errors).toHaveLength(2);
  });
});
