import type { ErrorReporter } from '../../application/ports/error-reporter';

const MAX_QUEUED = 50;

/**
 * An error reporter whose code loads later (Sentry: its adapter and SDK stay out of the first
 * route and load after the first screen). Reports and the user made before `start()` has loaded it
 * are queued and handed over in order; if it cannot load they go to the console. Never throws.
 */
export class DeferredErrorReporter implements ErrorReporter {
  private target: ErrorReporter | null = null;
  private queue: ((reporter: ErrorReporter) => void)[] = [];
  private started: Promise<void> | null = null;

  constructor(private readonly load: () => Promise<ErrorReporter>) {}

  /** Loads the reporter (once) and hands it what was queued. */
  start(): Promise<void> {
    this.started ??= this.load().then(
      (target) => {
        this.target = target;
        const queued = this.queue;
        this.queue = [];
        for (const work of queued) this.forward(work);
      },
      (failure: unknown) => {
        this.queue = [];
        console.error('the error reporter could not be loaded', failure);
      },
    );
    return this.started;
  }

  report(error: unknown, context?: Record<string, unknown>): void {
    this.forward((reporter) => reporter.report(error, context));
  }

  setUser(user: { id: string } | null): void {
    this.forward((reporter) => reporter.setUser(user));
  }

  private forward(work: (reporter: ErrorReporter) => void): void {
    try {
      if (this.target) work(this.target);
      else if (this.queue.length < MAX_QUEUED) this.queue.push(work);
    } catch (failure) {
      console.error('error reporting failed', failure);
    }
  }
}
