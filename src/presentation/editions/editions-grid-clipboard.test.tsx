import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderGrid, valuesOf, withGridViewport } from '../../../tests/support/editions-grid-kit';

describe('EditionsGrid clipboard and clearing', () => {
  withGridViewport();

  it('pastes a tab-separated block from the active cell over rows and columns, and a single value into the cell', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    fireEvent.paste(document.activeElement!, {
      clipboardData: { getData: () => '설명 가\t가.png\n설명 나\t나.png\t배경: 파랑\n다\n' },
    });
    expect(
      [1, 2].map((i) => [
        valuesOf(vm, i).name,
        valuesOf(vm, i).description,
        valuesOf(vm, i).image,
        valuesOf(vm, i).attributes,
      ]),
    ).toEqual([
      ['토큰 2', '설명 가', '가.png', ''],
      ['토큰 3', '설명 나', '나.png', '배경: 파랑'],
    ]);
    // Past the last row: a new row, with the next token id (as a spreadsheet grows).
    expect(vm.store.rows).toHaveLength(4);
    expect(valuesOf(vm, 3)).toMatchObject({ tokenId: '4', name: '', description: '다', dirty: true });
    await user.keyboard('{ArrowUp}');
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '한 칸\r\n' } });
    expect(valuesOf(vm, 0).description).toBe('한 칸');
    expect(valuesOf(vm, 0).name).toBe('토큰 1');
    expect(valuesOf(vm, 0).image).toBe('');
  });

  it('pastes a spreadsheet cell with a line break as one cell, and text with a stray quote as it stands', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // As Sheets and Excel copy two cells, the first holding a line break and a quote.
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '"첫 줄\n둘째 ""줄"""\t1.png\n' } });
    expect(valuesOf(vm, 0)).toMatchObject({ description: '첫 줄\n둘째 "줄"', image: '1.png' });
    expect(valuesOf(vm, 1).description).toBe('');
    expect(vm.store.rows).toHaveLength(3);

    await user.keyboard('{ArrowDown}');
    fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => '"밤" 연작\t2.png\n세 번째\t3.png' } });
    expect(valuesOf(vm, 1)).toMatchObject({ description: '"밤" 연작', image: '2.png' });
    expect(valuesOf(vm, 2)).toMatchObject({ description: '세 번째', image: '3.png' });
  });

  it('copies the active cell as text', async () => {
    const { user } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const setData = vi.fn();
    const event = new Event('copy', { bubbles: true, cancelable: true });
    Object.assign(event, { clipboardData: { setData } });
    act(() => void document.activeElement!.dispatchEvent(event));
    expect(setData).toHaveBeenCalledWith('text/plain', '토큰 2');
    expect(event.defaultPrevented).toBe(true);
  });

  it('clears a cell with Delete', async () => {
    const { user, vm } = await renderGrid(3);
    await user.tab();
    await user.keyboard('{ArrowRight}{Delete}');
    expect(valuesOf(vm, 0).name).toBe('');
  });
});
