import { describe, expect, it } from 'vitest';
import { UploadPace } from './upload-pace';

describe('UploadPace', () => {
  it('gives images a second and the time left once enough is measured, and nothing while the count stands still', () => {
    let now = 0;
    const pace = new UploadPace(() => now);
    pace.sample(0, 10_000);
    now = 1000;
    pace.sample(300, 9_700);
    // Under 1.5 s measured: no guess yet.
    expect(pace.secondsLeft).toBeNull();
    now = 2000;
    pace.sample(600, 9_400);
    expect(pace.perSecond).toBe(300);
    expect(pace.secondsLeft).toBe(Math.ceil(9_400 / 300));
    // A pause: past the window, nothing moved.
    now = 8000;
    pace.sample(600, 9_400);
    now = 9000;
    pace.sample(600, 9_400);
    expect(pace.perSecond).toBeNull();
    pace.sample(10_000, 0);
    expect(pace.secondsLeft).toBeNull();
  });
});
