import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { realEditionFiles, startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import type { LaunchpadStatus } from '../../domain/launchpad/launchpad';

/** A generator's per-token file: the image a placeholder link whose file comes later. */
const tokenFile = (n: number) =>
  new File(
    [JSON.stringify({ name: `Drop #${n}`, description: '', image: `ipfs://NewUriToReplace/${n}.png`, attributes: [] })],
    `${n}.json`,
    { type: 'application/json' },
  );
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** The editor on launchpad 1, empty, the launch in `status`. */
async function makeSut(status: LaunchpadStatus) {
  const api = new FakeCreatorsServer();
  api.singleTokens.set(1, []);
  api.launchpad(1).status = status;
  return startEditionsEditor(0, { api, files: realEditionFiles() });
}

describe('EditionSaving after a pick of images', () => {
  it('given a 작성 중 launch and a drop with one image missing, then the rows with theirs save by themselves, and the one waiting is no error', async () => {
    // Given three tokens and the images of two
    const { vm, api, notices, stop } = await makeSut('DRAFT');

    // When they are dropped together
    await vm.addFiles([tokenFile(1), tokenFile(2), tokenFile(3), png('1.png'), png('2.png')]);

    // Then tokens 1 and 2 are on the server with their images, token 3 waits for its file
    await expect.poll(() => api.singleTokens.get(1)?.map((token) => token.tokenId)).toEqual([1, 2]);
    expect(api.singleTokens.get(1)?.every((token) => token.imageUrl?.startsWith('/local/uploads/'))).toBe(true);
    expect(vm.saver.pickLine).toBe('saved');
    expect(vm.store.waitingForImage).toBe(1);
    expect(vm.store.invalidRowCount).toBe(0);
    // The toast says the waiting row waits, never that it has an error
    expect(notices.shown).toEqual([
      { kind: 'success', message: '2개 토큰을 저장했습니다. 이미지를 기다리는 1개 행은 이미지를 올린 뒤 저장됩니다.' },
    ]);

    // And the line about the pick goes once the table changes
    vm.store.update(vm.store.rows[0]!.key, 'name', '고친 이름');
    expect(vm.saver.pickLine).toBeNull();
    stop();
  });

  it('given a launch under 심사 중, when a pick’s last image is uploaded, then nothing is saved and 저장 is what the bar asks for', async () => {
    // Given a launch in review: a save sends it back to 심사, which the creator decides
    const { vm, api, notices, stop } = await makeSut('IN_REVIEW');

    // When a drop's images are all uploaded
    await vm.addFiles([tokenFile(1), tokenFile(2), png('1.png'), png('2.png')]);

    // Then the rows hold their uploads, unsaved, and the bar asks for 저장
    expect(vm.uploads.doneCount).toBe(2);
    expect(vm.saver.pickLine).toBe('press-save');
    expect(vm.sendableCount).toBe(2);
    expect(api.singleTokens.get(1)).toEqual([]);
    expect(notices.shown).toEqual([]);
    stop();
  });
});
