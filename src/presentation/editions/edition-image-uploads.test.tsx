import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/support/mantine-render';
import { NetworkError } from '../../application/errors/app-error';
import { UploadImage } from '../../application/images/upload-image';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeImageUploadApi } from '../../../tests/fakes/fake-image-upload-api';
import { EditionImagePanel } from './edition-image-panel';
import { EditionImageUploads } from './edition-image-uploads';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Uploads over the fake server; a file named `small-*` decodes below the editor's 100 px side. */
function makeSut() {
  const server = new FakeCreatorsServer();
  const readSize = async (file: Blob) =>
    (file as File).name.startsWith('small-') ? { width: 40, height: 40 } : { width: 500, height: 500 };
  const landed: { key: number; url: string }[] = [];
  const uploads = new EditionImageUploads(
    new UploadImage(new FakeImageUploadApi(server), readSize, new FakeErrorReporter()),
    (key, url) => landed.push({ key, url }),
  );
  return { server, uploads, landed };
}

/** The state of every entry, counted by the entries themselves (what the kept tallies must equal). */
function counted(uploads: EditionImageUploads) {
  const states = [...uploads.entries.values()].map((entry) => entry.state);
  return {
    done: states.filter((state) => state === 'done').length,
    failed: states.filter((state) => state === 'failed' || state === 'cancelled').length,
    refused: states.filter((state) => state === 'refused').length,
  };
}

describe('EditionImageUploads', () => {
  it('given images of which one is too small and one fails to send, then the counts and the refused list follow every entry', async () => {
    // Given six images for six rows: one too small, and the server failing the second upload
    const { server, uploads, landed } = makeSut();
    server.failNext(new NetworkError('offline'), 'uploadImage');
    const files = ['1.png', 'small-2.png', '3.png', '4.png', '5.png', '6.png'].map(png);

    // When they are added
    await uploads.add(
      files.map((file, key) => ({ key, file })),
      ['stray.png'],
    );

    // Then four landed, one failed, one is refused with its reason, and the kept counts equal a count of the entries
    expect({ done: uploads.doneCount, failed: uploads.failedCount, refused: uploads.refusedCount }).toEqual({
      done: 4,
      failed: 1,
      refused: 1,
    });
    expect({ done: uploads.doneCount, failed: uploads.failedCount, refused: uploads.refusedCount }).toEqual(
      counted(uploads),
    );
    expect(uploads.refused).toEqual([{ key: 1, file: files[1], problem: 'too-small' }]);
    expect(landed).toHaveLength(4);
    expect(uploads.unmatched).toEqual(['stray.png']);

    // When the failed one is retried, and the refused row is given a new, large enough file
    await uploads.retryFailed();
    await uploads.add([{ key: 1, file: png('2.png') }], []);

    // Then all six are done, nothing is refused any more, and the counts still equal the entries'
    expect({ done: uploads.doneCount, failed: uploads.failedCount, refused: uploads.refusedCount }).toEqual({
      done: 6,
      failed: 0,
      refused: 0,
    });
    expect(counted(uploads)).toEqual({ done: 6, failed: 0, refused: 0 });
    expect(uploads.refused).toEqual([]);
    expect(server.uploads).toHaveLength(6);
  });

  it('given a row given another file while its first still waits, then only the newer file is sent, once', async () => {
    // Given ten waiting images, and row 9 given another file before the workers reach it
    const { server, uploads } = makeSut();
    const adding = uploads.add(
      Array.from({ length: 10 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })),
      [],
    );
    const replacing = uploads.add([{ key: 9, file: png('열.png') }], []);

    // When both have run
    await Promise.all([adding, replacing]);

    // Then ten uploads were sent, row 9's with the newer file, none twice
    const names = server.uploads.map((upload) => upload.url.replace(/^\/local\/uploads\/\d+-/, ''));
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
    expect(names).toContain('열.png');
    expect(names).not.toContain('10.png');
    expect(uploads.doneCount).toBe(10);
  });

  it('given uploads cancelled, then every one not sent is counted as cancelled, and a retry sends them', async () => {
    // Given eight images added and cancelled at once
    const { server, uploads } = makeSut();
    const adding = uploads.add(
      Array.from({ length: 8 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })),
      [],
    );
    uploads.cancel();
    await adding;

    // Then none was sent and all eight can be retried
    expect(server.uploads).toHaveLength(0);
    expect(uploads.failedCount).toBe(8);
    expect(counted(uploads).failed).toBe(8);
    expect(uploads.running).toBe(false);

    // When they are retried, then all are sent
    await uploads.retryFailed();
    expect(uploads.doneCount).toBe(8);
    expect(server.uploads).toHaveLength(8);
  });
});

describe('EditionImagePanel', () => {
  it('given an image refused and another unmatched, then the panel counts what was done and names the refused file with its reason', async () => {
    // Given three images for three rows, one too small, and a file no row takes
    const { uploads } = makeSut();
    await uploads.add(
      ['1.png', 'small-2.png', '3.png'].map((name, key) => ({ key, file: png(name) })),
      ['stray.png'],
    );

    // When the panel shows them
    renderWithMantine(<EditionImagePanel uploads={uploads} />);

    // Then two of the two that can go are done, and the refused file is listed with why
    expect(screen.getByRole('status')).toHaveTextContent('2 / 2개 완료');
    await userEvent.click(screen.getByText('올릴 수 없는 파일 1개'));
    expect(screen.getByText('small-2.png: 이미지는 가로와 세로 모두 100px 이상이어야 합니다.')).toBeVisible();
    expect(screen.getByText('연결할 행을 찾지 못한 파일 1개')).toBeInTheDocument();
  });
});
