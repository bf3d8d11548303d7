import { describe, expect, it } from 'vitest';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { NetworkError, UnauthorizedError, UnexpectedError, ValidationError } from '../errors/app-error';
import { editionImageRules } from './image-rules';
import { BATCH_IMAGES, ImageUploadQueue, isOutage, type QueuedImage } from './image-upload-queue';
import type { BatchUploadOutcome, ImageCheck } from './upload-image';

const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });

/**
 * A queue over a scripted API: each request answers with the next scripted outcome (a failure of the
 * whole request), else keeps every image; the waits of a pause resolve when the test says so.
 */
function makeSut({ concurrency = 2, hold }: { concurrency?: number; hold?: Promise<void> } = {}) {
  const script: (BatchUploadOutcome | 'keep')[] = [];
  const requests: string[][] = [];
  const kept: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const waits: { ms: number; done: () => void }[] = [];
  const upload = {
    checkMany: async (files: readonly File[]): Promise<ImageCheck<'too-small'>[]> =>
      files.map((file) =>
        file.name.startsWith('small') ? { ok: false, problem: 'too-small' } : { ok: true, bytes: 100 },
      ),
    sendMany: async (files: readonly File[]): Promise<BatchUploadOutcome> => {
      requests.push(files.map((file) => file.name));
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await (requests.length === 1 && hold ? hold : Promise.resolve());
      inFlight--;
      const next = script.shift() ?? 'keep';
      if (next !== 'keep') return next;
      kept.push(...files.map((file) => file.name));
      return {
        kind: 'answered',
        items: files.map((file) =>
          file.name.startsWith('bad')
            ? { kind: 'refused', error: new ValidationError('PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.') }
            : { kind: 'uploaded', url: `/local/uploads/${file.name}`, size: file.size },
        ),
      };
    },
  };
  const reporter = new FakeErrorReporter();
  const uploaded: { key: number; url: string }[] = [];
  let settled = 0;
  const queue = new ImageUploadQueue(
    upload as never,
    editionImageRules,
    reporter,
    concurrency,
    {
      changed: () => undefined,
      uploaded: (key, url) => uploaded.push({ key, url }),
      settled: () => settled++,
    },
    (ms) => new Promise<void>((done) => waits.push({ ms, done })),
  );
  const states = () => [...Array(100).keys()].map((key) => queue.get(key)?.state).filter(Boolean);
  const idle = () =>
    new Promise<void>((resolve) => {
      const check = () => (queue.status === 'idle' ? resolve() : setTimeout(check, 0));
      check();
    });
  return {
    queue,
    script,
    requests,
    kept,
    uploaded,
    reporter,
    waits,
    states,
    idle,
    settledCount: () => settled,
    mostInFlight: () => mostInFlight,
  };
}

describe('ImageUploadQueue', () => {
  it('given 45 images, then they go twenty a request, two requests at a time, and each lands once', async () => {
    const { queue, requests, uploaded, idle, mostInFlight, settledCount } = makeSut();
    queue.add(Array.from({ length: 45 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })));
    await idle();
    expect(requests.map((names) => names.length).sort()).toEqual([20, 20, 5].sort());
    expect(BATCH_IMAGES).toBe(20);
    expect(mostInFlight()).toBe(2);
    expect(uploaded.map(({ key }) => key).sort((a, b) => a - b)).toEqual([...Array(45).keys()]);
    expect(settledCount()).toBe(1);
  });

  it('given the API gone for two tries, then it pauses, waits 1 s then 2 s, and sends every image once it answers', async () => {
    // Given the first three requests lost (a restart): the network fails
    const { queue, script, kept, waits, reporter, uploaded, idle } = makeSut();
    script.push(...Array.from({ length: 3 }, () => ({ kind: 'failed' as const, error: new NetworkError('down') })));
    queue.add(Array.from({ length: 40 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })));

    // Then it pauses, nothing is lost, and the loss is reported once
    await expect.poll(() => queue.status).toBe('paused');
    await expect.poll(() => waits.length).toBe(1);
    expect(waits[0]!.ms).toBe(1000);
    expect(queue.retryAt).not.toBeNull();
    expect(reporter.reports).toHaveLength(1);

    // When the first wait ends and the API still does not answer, then it waits twice as long
    waits[0]!.done();
    await expect.poll(() => waits.length).toBe(2);
    expect(waits[1]!.ms).toBe(2000);

    // When 지금 다시 시도 is pressed (the API is back), then every image is sent and kept once
    queue.resumeNow();
    waits[1]!.done();
    await idle();
    expect(kept.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `${i + 1}.png`).sort());
    expect(new Set(uploaded.map(({ key }) => key)).size).toBe(40);
    expect(reporter.reports).toHaveLength(1);
  });

  it('given a 502 from the gateway, then it pauses as for a lost network; a 400 fails its images only', () => {
    expect(isOutage(new UnexpectedError('bad gateway', 502))).toBe(true);
    expect(isOutage(new ValidationError('이미지가 너무 큽니다.', 'images', { status: 413 }))).toBe(false);
    expect(isOutage(new ValidationError('잠시 후', undefined, { status: 429 }))).toBe(true);
  });

  it('given an image too small and one the API refuses, then only those two are not done, and the rest land', async () => {
    const { queue, states, uploaded, idle, reporter } = makeSut();
    queue.add(['1.png', 'small.png', 'bad.png', '4.png'].map((name, key) => ({ key, file: png(name) })));
    await idle();
    expect(states()).toEqual(['done', 'refused', 'failed', 'done']);
    expect(uploaded.map(({ key }) => key).sort()).toEqual([0, 3]);
    expect(reporter.reports).toHaveLength(1);
  });

  it('given the session ended (401 after the refresh), then nothing more is sent and what waits is cancelled', async () => {
    const { queue, script, requests, states, idle } = makeSut({ concurrency: 1 });
    script.push({ kind: 'failed', error: new UnauthorizedError('refresh failed') });
    queue.add(Array.from({ length: 60 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })));
    await idle();
    expect(requests).toHaveLength(1);
    const all = states() as QueuedImage<'too-small'>['state'][];
    expect(all.filter((state) => state === 'failed')).toHaveLength(20);
    expect(all.filter((state) => state === 'cancelled')).toHaveLength(40);
  });

  it('given a row given another file while the first is sent, then the first answer is dropped and the new file sent', async () => {
    let release = () => {};
    const { queue, kept, uploaded, idle, requests } = makeSut({
      concurrency: 1,
      hold: new Promise<void>((resolve) => (release = resolve)),
    });
    queue.add([{ key: 0, file: png('old.png') }]);
    await expect.poll(() => requests.length).toBe(1);
    queue.add([{ key: 0, file: png('new.png') }]);
    release();
    await idle();
    expect(kept).toContain('new.png');
    expect(uploaded).toEqual([{ key: 0, url: '/local/uploads/new.png' }]);
    expect(queue.get(0)).toMatchObject({ state: 'done', url: '/local/uploads/new.png' });
  });

  it('given a pause, when 취소 is pressed, then what waits is cancelled and a retry sends it', async () => {
    const { queue, script, kept, idle, waits } = makeSut();
    script.push(
      { kind: 'failed', error: new NetworkError('down') },
      { kind: 'failed', error: new NetworkError('down') },
    );
    queue.add(Array.from({ length: 24 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })));
    await expect.poll(() => waits.length).toBe(1);
    queue.cancel();
    waits[0]!.done();
    await idle();
    expect(kept).toHaveLength(0);
    queue.retryFailed();
    await idle();
    expect(kept).toHaveLength(24);
  });
});
