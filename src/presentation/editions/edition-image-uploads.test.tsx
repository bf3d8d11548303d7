import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/support/mantine-render';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import { NetworkError } from '../../application/errors/app-error';
import { BulkImageUploads } from '../../application/images/bulk-image-uploads';
import { UploadImage } from '../../application/images/upload-image';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { FakeErrorReporter } from '../../../tests/fakes/fake-error-reporter';
import { FakeImageUploadApi } from '../../../tests/fakes/fake-image-upload-api';
import { EditionImagePanel } from './edition-image-panel';
import { nextTask } from '../../application/scheduling/next-task';
import { EditionImageUploads, SHOWN_A_TASK } from './edition-image-uploads';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** Uploads over the fake server; a file named `small-*` reads below the editor's 100 px side; checks wait for `checksWait`. */
function makeSut(checksWait: Promise<void> = Promise.resolve()) {
  const server = new FakeCreatorsServer();
  const reporter = new FakeErrorReporter();
  const readFacts = async (files: readonly File[]) => {
    await checksWait;
    return files.map((file) => ({
      bytes: file.size,
      ...(file.name.startsWith('small-') ? { width: 40, height: 40 } : { width: 500, height: 500 }),
    }));
  };
  const landed: { key: number; url: string }[] = [];
  const upload = new UploadImage(
    new FakeImageUploadApi(server),
    async () => ({ width: 500, height: 500 }),
    reporter,
    readFacts,
  );
  const uploads = new EditionImageUploads(new BulkImageUploads(upload, reporter, () => 2), (key, url) =>
    landed.push({ key, url }),
  );
  return { server, uploads, landed };
}

/** The state of every entry, counted by the entries themselves (what the shown tallies must equal). */
function counted(uploads: EditionImageUploads) {
  const states = [...uploads.entries.values()].map((entry) => entry.state);
  return {
    done: states.filter((state) => state === 'done').length,
    failed: states.filter((state) => state === 'failed' || state === 'cancelled').length,
    refused: states.filter((state) => state === 'refused').length,
  };
}

describe('EditionImageUploads', () => {
  it('given images of which one is too small, then what is shown follows every entry once they settle', async () => {
    // Given six images for six rows, one too small
    const { server, uploads, landed } = makeSut();
    const files = ['1.png', 'small-2.png', '3.png', '4.png', '5.png', '6.png'].map(png);

    // When they are added and settle
    await uploads.add(
      files.map((file, key) => ({ key, file })),
      ['stray.png'],
    );

    // Then five landed, one is refused with its reason, and the shown counts equal a count of the entries
    expect({ done: uploads.doneCount, failed: uploads.failedCount, refused: uploads.refusedCount }).toEqual({
      done: 5,
      failed: 0,
      refused: 1,
    });
    expect(counted(uploads)).toEqual({ done: 5, failed: 0, refused: 1 });
    expect(uploads.refused).toEqual([{ key: 1, file: files[1], problem: 'too-small' }]);
    expect(landed).toHaveLength(5);
    expect(server.callsOf('uploadImages')).toHaveLength(1);
    expect(uploads.unmatched).toEqual(['stray.png']);
    expect(uploads.running).toBe(false);

    // When the refused row is given a new, large enough file
    await uploads.add([{ key: 1, file: png('2.png') }], []);

    // Then all six are done and nothing is refused any more
    expect(counted(uploads)).toEqual({ done: 6, failed: 0, refused: 0 });
    expect(uploads.refused).toEqual([]);
    expect(server.uploads).toHaveLength(6);
  });

  it('given the API gone, then the upload pauses (shown with 지금 다시 시도), and goes on when pressed', async () => {
    // Given an editor whose first upload request finds the network gone
    const { vm, api, stop } = await startEditionsEditor(3);
    api.failNext(new NetworkError('offline'), 'uploadImages');
    renderWithMantine(<EditionImagePanel vm={vm} />);
    const adding = vm.addImages(['1.png', '2.png', '3.png'].map(png));

    // Then the panel says it paused, and nothing was lost
    expect(await screen.findByRole('alert')).toHaveTextContent('서버에 연결할 수 없어 이미지 올리기를 멈췄습니다.');
    expect(vm.uploads.running).toBe(true);

    // When 지금 다시 시도 is pressed, then every image is sent, once
    await userEvent.click(screen.getByRole('button', { name: '지금 다시 시도' }));
    await adding;
    expect(vm.uploads.doneCount).toBe(3);
    expect(api.uploads).toHaveLength(3);
    stop();
  });

  it('given uploads cancelled, then every one not sent is counted as cancelled, and a retry sends them', async () => {
    const { server, uploads } = makeSut();
    const adding = uploads.add(
      Array.from({ length: 8 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })),
      [],
    );
    uploads.cancel();
    await adding;
    expect(server.uploads).toHaveLength(0);
    expect(uploads.failedCount).toBe(8);
    expect(uploads.running).toBe(false);
    await uploads.retryFailed();
    expect(uploads.doneCount).toBe(8);
    expect(server.uploads).toHaveLength(8);
  });

  it('given a pick of 4,500 images, then they are shown 2,000 a task, and every one once it settles', async () => {
    // Given checks held back, so the pick stays queued while it is shown
    let release = () => {};
    const { uploads } = makeSut(new Promise<void>((resolve) => (release = resolve)));
    const adding = uploads.add(
      Array.from({ length: 4500 }, (_, key) => ({ key, file: png(`${key + 1}.png`) })),
      [],
    );
    expect(uploads.total).toBe(SHOWN_A_TASK);
    await nextTask();
    expect(uploads.total).toBe(2 * SHOWN_A_TASK);
    await nextTask();
    expect(uploads.total).toBe(4500);
    release();
    await adding;
    expect(uploads.doneCount).toBe(4500);
    expect(counted(uploads)).toMatchObject({ done: uploads.doneCount, failed: uploads.failedCount });
  });
});

describe('EditionImagePanel', () => {
  it('given rows still waiting for their images, then the line counts them, never as an error, and offers the folder', async () => {
    const { vm, stop } = await startEditionsEditor(3);
    vm.store.patch(vm.store.rows.map((row) => ({ key: row.key, values: { image: `${row.tokenId}.png` } })));
    renderWithMantine(<EditionImagePanel vm={vm} />);
    expect(screen.getByRole('region', { name: '이미지 올리기' })).toHaveTextContent('이미지 0/3');
    expect(screen.getByRole('button', { name: '이미지 폴더 선택' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    stop();
  });
});
