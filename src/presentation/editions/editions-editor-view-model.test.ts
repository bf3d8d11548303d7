import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../application/errors/app-error';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';

const makeSut = startEditionsEditor;

describe('EditionsEditorViewModel', () => {
  it('given saved tokens, when rows are edited and saved, then only changed valid rows are sent and become clean', async () => {
    const { api, vm, notices, stop } = await makeSut();
    const [first, second] = vm.store.rows;
    vm.store.update(first!.key, 'name', '바뀐 이름');
    vm.store.update(second!.key, 'name', '');
    expect(vm.sendableCount).toBe(1);
    await vm.save();
    const sent = api.callsOf('upsertSingleTokens').map(([input]) => (input as { tokens: { name: string }[] }).tokens.map((t) => t.name));
    expect(sent).toEqual([['바뀐 이름']]);
    expect(vm.store.dirtyRows.map((r) => r.tokenId)).toEqual(['2']);
    expect(notices.shown.at(-1)?.message).toContain('1개 토큰을 저장했습니다.');
    stop();
  });

  it('marks the row the server refused at its cell and keeps it unsaved', async () => {
    const { api, vm, stop } = await makeSut();
    vm.store.update(vm.store.rows[0]!.key, 'description', '새 설명');
    api.failNext(new ValidationError('설명: 허용되지 않는 내용입니다.', 'tokens.0.description'), 'upsertSingleTokens');
    await vm.save();
    expect(vm.store.rows[0]).toMatchObject({ dirty: true, serverProblem: { column: 'description', problem: { code: 'schema', message: '설명: 허용되지 않는 내용입니다.' } } });
    stop();
  });

  it('keeps unsaved rows as a draft in parts, rewriting only the part that changed, and reads back whole', async () => {
    const { drafts, vm, stop } = await makeSut(1_200);
    vm.store.update(vm.store.rows[0]!.key, 'name', '첫 변경');
    await expect.poll(() => drafts.headers.size, { timeout: 3_000 }).toBe(1);
    const firstWrites = drafts.writes;
    expect(firstWrites).toBe(3);
    vm.store.update(vm.store.rows[1_100]!.key, 'name', '둘째 변경');
    await expect.poll(() => drafts.writes, { timeout: 3_000 }).toBe(firstWrites + 1);
    stop();
    const offered = await drafts.read([...drafts.headers.keys()][0]!);
    expect(offered?.rows[1_100]?.name).toBe('둘째 변경');
    expect(offered?.dirty).toEqual([0, 1_100]);
  });
});
