import { describe, expect, it, vi } from 'vitest';
import type { ErrorReporter } from '../../application/ports/error-reporter';
import { DeferredErrorReporter } from './deferred-error-reporter';

const fakeReporter = () => ({ report: vi.fn(), setUser: vi.fn() }) satisfies ErrorReporter;

describe('DeferredErrorReporter', () => {
  it('given reports and a user before it has loaded, when started, then the loaded reporter gets them in order', async () => {
    const target = fakeReporter();
    const calls: string[] = [];
    target.report.mockImplementation((error: unknown) => calls.push(`report ${String(error)}`));
    target.setUser.mockImplementation((user: { id: string } | null) => calls.push(`user ${user?.id ?? 'none'}`));
    const load = vi.fn(async () => target);
    const reporter = new DeferredErrorReporter(load);

    reporter.report('first', { area: 'start' });
    reporter.setUser({ id: 'u1' });
    reporter.report('second');
    expect(load).not.toHaveBeenCalled();
    await reporter.start();

    expect(calls).toEqual(['report first', 'user u1', 'report second']);
    expect(target.report).toHaveBeenNthCalledWith(1, 'first', { area: 'start' });
  });

  it('given it has loaded, when a failure is reported, then it goes straight through and start loads once', async () => {
    const target = fakeReporter();
    const load = vi.fn(async () => target);
    const reporter = new DeferredErrorReporter(load);
    await reporter.start();
    await reporter.start();
    reporter.report('later');
    expect(target.report).toHaveBeenCalledWith('later', undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given the reporter cannot load, when started, then the queue is dropped to the console and nothing throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reporter = new DeferredErrorReporter(() => Promise.reject(new Error('chunk failed')));
    reporter.report('lost');
    await expect(reporter.start()).resolves.toBeUndefined();
    expect(() => reporter.report('after')).not.toThrow();
    expect(error).toHaveBeenCalledWith('the error reporter could not be loaded', expect.any(Error));
    error.mockRestore();
  });
});
