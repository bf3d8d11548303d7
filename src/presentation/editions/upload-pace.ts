import { makeAutoObservable } from 'mobx';

/** The rate is taken over the last seconds: long enough to smooth the answers' bursts, short enough to follow a pause. */
const WINDOW_MS = 5000;
/** Shown once this much has been measured; before, a rate would be a guess. */
const SETTLED_MS = 1500;

/**
 * Images a second and the time left of an upload, from the done count sampled as it is shown (a few
 * times a second). Null while too little has been measured, and while nothing moves (a pause).
 */
export class UploadPace {
  private samples: { at: number; done: number }[] = [];
  perSecond: number | null = null;
  secondsLeft: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {
    makeAutoObservable<this, 'samples' | 'now'>(this, { samples: false, now: false }, { autoBind: true });
  }

  sample(done: number, remaining: number): void {
    const at = this.now();
    if (remaining === 0) {
      this.samples = [];
      this.perSecond = this.secondsLeft = null;
      return;
    }
    const last = this.samples.at(-1);
    // The count went back (a new pick's entries replaced done ones): a new measurement.
    if (last && done < last.done) this.samples = [];
    this.samples.push({ at, done });
    while (this.samples.length > 2 && at - this.samples[0]!.at > WINDOW_MS) this.samples.shift();
    const first = this.samples[0]!;
    const span = at - first.at;
    const rate = span >= SETTLED_MS ? ((done - first.done) / span) * 1000 : 0;
    this.perSecond = rate > 0 ? rate : null;
    this.secondsLeft = rate > 0 ? Math.ceil(remaining / rate) : null;
  }
}
