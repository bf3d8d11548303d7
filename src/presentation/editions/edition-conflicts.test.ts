import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { sampleTokens } from '../../../tests/fakes/sample-data';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';

const LOADED = '2026-11-20T00:00:00.000Z';

/** Three tokens at one version, the editor open on them; then another tab saves token 2. */
async function makeSut() {
  const api = new FakeCreatorsServer();
  api.launchpad(1).status = 'DRAFT';
  api.singleTokens.set(
    1,
    sampleTokens(3).map((token) => ({ ...token, updatedAt: LOADED })),
  );
  const kit = await startEditionsEditor(3, { api });
  const stored = api.singleTokens.get(1)!;
  api.singleTokens.set(
    1,
    stored.map((t) => (t.tokenId === 2 ? { ...t, name: '다른 탭의 이름', updatedAt: '2026-11-23T10:00:00.000Z' } : t)),
  );
  const [first, second] = kit.vm.store.rows;
  kit.vm.store.update(first!.key, 'name', '이 탭의 첫째');
  kit.vm.store.update(second!.key, 'name', '이 탭의 둘째');
  return kit;
}

const storedName = (api: FakeCreatorsServer, tokenId: number) =>
  api.singleTokens.get(1)?.find((t) => t.tokenId === tokenId)?.name;

describe('the editions editor and tokens saved elsewhere since it loaded them', () => {
  it('given a token another tab saved, when saved, then it is a conflict at its row and the rest save', async () => {
    const { api, vm, notices, stop } = await makeSut();
    await vm.save();
    expect(storedName(api, 1)).toBe('이 탭의 첫째');
    expect(storedName(api, 2)).toBe('다른 탭의 이름');
    expect(vm.saver.conflicts).toMatchObject([{ tokenId: 2, current: { name: '다른 탭의 이름' } }]);
    expect(vm.store.rows[1]).toMatchObject({
      name: '이 탭의 둘째',
      dirty: true,
      serverProblem: {
        column: 'tokenId',
        problem: { message: expect.stringContaining('다른 곳에서 먼저 저장된 토큰') },
      },
    });
    expect(notices.shown.at(-1)?.message).toContain('1개 토큰은 다른 곳에서 먼저 저장되어 저장하지 않았습니다.');
    stop();
  });

  it('given the conflict, when 내 내용으로 덮어쓰기, then the typed row is saved over the stored token', async () => {
    const { api, vm, stop } = await makeSut();
    await vm.save();
    await vm.saver.overwriteConflicts();
    expect(storedName(api, 2)).toBe('이 탭의 둘째');
    expect(vm.saver.conflicts).toEqual([]);
    expect(vm.store.dirtyRows).toEqual([]);
    stop();
  });

  it('given the conflict, when 최신 내용 불러오기, then the row shows the stored token, saved; the typed value can be brought back', async () => {
    const { api, vm, stop } = await makeSut();
    await vm.save();
    vm.saver.loadLatest();
    expect(vm.store.rows[1]).toMatchObject({ name: '다른 탭의 이름', dirty: false });
    vm.saver.restoreMine();
    expect(vm.store.rows[1]).toMatchObject({ name: '이 탭의 둘째', dirty: true });
    await vm.save();
    expect(storedName(api, 2)).toBe('이 탭의 둘째');
    stop();
  });
});
