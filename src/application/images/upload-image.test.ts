import { describe, expect, it } from 'vitest';
import { NetworkError, ValidationError } from '../errors/app-error';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeImageUploadApi } from '../../../tests/fakes/fake-image-upload-api';
import { editionImageRules, pictureRules } from './image-rules';
import { UploadImage } from './upload-image';

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'a.png', { type: 'image/png' });
const context = { area: 'test', action: 'upload' };

function makeSut(size: { width: number; height: number } | 'broken' = { width: 500, height: 500 }) {
  const server = new FakeCreatorsServer();
  const reporter = new FakeErrorReporter();
  const decoded: Blob[] = [];
  const readSize = async (file: Blob) => {
    decoded.push(file);
    if (size === 'broken') throw new Error('not an image');
    return size;
  };
  const readFacts = async (files: readonly File[]) =>
    files.map((file) => (size === 'broken' ? null : { bytes: file.size, ...size }));
  return {
    server,
    reporter,
    decoded,
    upload: new UploadImage(new FakeImageUploadApi(server), readSize, reporter, readFacts),
  };
}

describe('UploadImage', () => {
  it('checks type and bytes before decoding, and the pixels before sending', async () => {
    const { upload, decoded, server } = makeSut({ width: 150, height: 150 });
    expect(await upload.execute(new File(['x'], 'a.txt', { type: 'text/plain' }), pictureRules, { context })).toEqual({
      kind: 'refused',
      problem: 'type',
    });
    expect(decoded).toHaveLength(0);
    // 150 px is too small for a profile picture but enough for a token's image.
    expect(await upload.execute(png(), pictureRules, { context })).toEqual({ kind: 'refused', problem: 'too-small' });
    expect(server.uploads).toHaveLength(0);
    expect(await upload.execute(png(), editionImageRules, { context })).toMatchObject({ kind: 'uploaded' });
    expect(server.uploads).toHaveLength(1);
  });

  it('refuses a file that does not decode as unreadable', async () => {
    const { upload } = makeSut('broken');
    expect(await upload.check(png(), pictureRules)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('uploads with progress and answers the URL', async () => {
    const { upload } = makeSut();
    const progress: number[] = [];
    const outcome = await upload.execute(png(), pictureRules, { context, onProgress: (f) => progress.push(f) });
    expect(outcome).toMatchObject({ kind: 'uploaded', url: expect.stringMatching(/^\/local\/uploads\//) });
    expect(progress).toEqual([1]);
  });

  it('reports a failed upload once, with its context, and answers the error', async () => {
    const { upload, server, reporter } = makeSut();
    server.failNext(new NetworkError('connection reset'));
    const outcome = await upload.execute(png(), pictureRules, { context });
    expect(outcome).toMatchObject({ kind: 'failed', error: expect.any(NetworkError) });
    expect(reporter.reports).toEqual([{ error: expect.any(NetworkError), context }]);
  });

  it('answers the server’s refusal as a failure carrying its Korean message', async () => {
    const { upload, server } = makeSut();
    server.failNext(new ValidationError('이미지가 너무 큽니다.', 'image'));
    const outcome = await upload.execute(png(), pictureRules, { context });
    expect(outcome.kind === 'failed' && outcome.error instanceof ValidationError && outcome.error.userMessage).toBe(
      '이미지가 너무 큽니다.',
    );
  });

  it('answers aborted, reporting nothing, when the signal is aborted', async () => {
    const { upload, server, reporter } = makeSut();
    const abort = new AbortController();
    abort.abort();
    expect(await upload.execute(png(), pictureRules, { context, signal: abort.signal })).toEqual({ kind: 'aborted' });
    expect(server.uploads).toHaveLength(0);
    expect(reporter.reports).toHaveLength(0);
  });
});

describe('UploadImage in bulk', () => {
  it('checks many files at once from their bytes and sides, and sends them in one request, each kept or refused alone', async () => {
    const { upload, server } = makeSut({ width: 150, height: 150 });
    const files = [png(), new File(['x'], 'a.txt', { type: 'text/plain' })];
    expect(await upload.checkMany(files, editionImageRules)).toEqual([
      { ok: true, bytes: 10 },
      { ok: false, problem: 'type' },
    ]);
    const sent = await upload.sendMany(files);
    expect(sent).toMatchObject({
      kind: 'answered',
      items: [
        { kind: 'uploaded', size: 10 },
        { kind: 'refused', error: { userMessage: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.' } },
      ],
    });
    expect(server.uploads).toHaveLength(1);
  });

  it('fails a request that fails as a whole without reporting it (the bulk upload reports an outage once)', async () => {
    const { upload, server, reporter } = makeSut();
    server.failNext(new NetworkError('offline'), 'uploadImages');
    expect(await upload.sendMany([png()])).toMatchObject({ kind: 'failed', error: expect.any(NetworkError) });
    expect(reporter.reports).toHaveLength(0);
  });
});
