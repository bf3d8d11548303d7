import { describe, expect, it } from 'vitest';
import { FakeCreatorsServer } from '../../../tests/fakes/fake-creators-server';
import { startEditionsEditor } from '../../../tests/support/editions-editor-kit';
import { nextTask } from '../../application/scheduling/next-task';

describe('EditionSaving of many rows', () => {
  it('given 2,500 changed rows, when saved, then the tokens are made a thousand a task, a second 저장 meanwhile does nothing, and every row is saved once', async () => {
    // Given an empty 작성 중 launch and 2,500 typed rows
    const api = new FakeCreatorsServer();
    api.singleTokens.set(1, []);
    api.launchpad(1).status = 'DRAFT';
    const { vm, stop } = await startEditionsEditor(0, { api });
    vm.store.append(
      Array.from({ length: 2500 }, (_, i) => ({
        tokenId: String(i),
        name: `밤 #${i}`,
        description: '',
        image: `https://cdn.example.com/${i}.png`,
        attributes: '배경: 파랑',
      })),
    );

    // When saved, and 저장 pressed again while the first thousand wait for the next task
    const saving = vm.saver.save(1);
    expect(vm.saver.busy).toBe(true);
    expect(vm.saver.progress).toEqual({ done: 0, total: 2500 });
    await nextTask();
    expect(api.callsOf('upsertSingleTokens')).toEqual([]);
    await expect(vm.saver.save(1)).resolves.toBe(false);

    // Then every row is on the server once, and none is left unsaved
    await expect(saving).resolves.toBe(true);
    expect(api.singleTokens.get(1)).toHaveLength(2500);
    expect(new Set(api.singleTokens.get(1)!.map((token) => token.tokenId)).size).toBe(2500);
    expect(vm.store.counts).toMatchObject({ rows: 2500, unsaved: 0, sendable: 0 });
    stop();
  });
});
