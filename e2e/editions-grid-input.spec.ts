import { type Page } from '@playwright/test';
import { expect, test } from './support/stack';
import { expectNoSeriousA11yViolations, signIn } from './support/app';
import { bothThemesInPlace } from './support/both-themes';
import { editionCell as cell, EDITOR, editionsGrid, importNames } from './support/editions-grid';

/**
 * The numbers (행) of the grid's data rows in the order of Chromium's accessibility tree: the tree walked from its
 * root, each row named by its cells, the first of which is its number.
 */
async function accessibleRowNumbers(page: Page): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const numbers: number[] = [];
  const walk = (id: string) => {
    const node = byId.get(id);
    if (!node) return;
    const name = String(node.name?.value ?? '');
    if (node.role?.value === 'row' && /^\d+ /.test(name)) numbers.push(Number(name.split(' ')[0]));
    for (const child of node.childIds ?? []) walk(child);
  };
  walk(nodes[0]!.nodeId);
  return numbers;
}

test.describe('editions editor: pointer, keyboard and input method in the grid', () => {
  test('a press just after scrolling selects the cell under the pointer', async ({ page }) => {
    await signIn(page);
    await page.goto(EDITOR);
    await expect(page.getByRole('heading', { name: '에디션', exact: true })).toBeVisible();
    await importNames(
      page,
      Array.from({ length: 80 }, (_, i) => `스크롤 작품 ${i + 1}`),
    );

    const grid = editionsGrid(page);
    await grid.hover();
    await page.mouse.wheel(0, 900);
    const target = cell(page, '스크롤 작품 30');
    await expect(target).toBeInViewport();
    // A wheel still turning: scroll events keep coming until the press, so the layer that takes the pointer while
    // scrolling is certainly up when it lands.
    await grid.evaluate((box) => {
      const timer = setInterval(() => box.dispatchEvent(new Event('scroll')), 40);
      document.addEventListener(
        'pointerdown',
        () =>
          ((box as HTMLElement & { pressedWhileScrolling?: boolean }).pressedWhileScrolling =
            'scrolling' in box.dataset),
        { capture: true, once: true },
      );
      document.addEventListener('pointerup', () => clearInterval(timer), { once: true });
      box.dispatchEvent(new Event('scroll'));
    });
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(
      await grid.evaluate(
        (element) => (element as HTMLElement & { pressedWhileScrolling?: boolean }).pressedWhileScrolling,
      ),
    ).toBe(true);
    // The focus rests in the cell's input, where a typed character or a Hangul syllable begins the edit.
    await expect(target.getByRole('textbox', { name: '이름' })).toBeFocused();
    await expect(target).toHaveAttribute('aria-selected', 'true');

    // Scrolled rows reuse the elements of rows scrolled out, which are then out of the table's order: Chromium's
    // accessibility tree, which a screen reader reads, still has the rows in order.
    const domOrder = await grid.evaluate((element) =>
      [...element.querySelectorAll('[role="row"][data-row]')].map((row) => Number(row.getAttribute('aria-rowindex'))),
    );
    expect(domOrder).not.toEqual([...domOrder].sort((a, b) => a - b));
    expect(await accessibleRowNumbers(page)).toEqual([...domOrder].sort((a, b) => a - b).map((index) => index - 1));
  });

  test('Hangul typed onto a cell goes through the input method, syllable by syllable, into the cell', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(EDITOR);
    await expect(page.getByRole('heading', { name: '에디션', exact: true })).toBeVisible();
    await importNames(page, ['첫 작품', '둘째 작품', '셋째 작품']);
    await cell(page, '둘째 작품').click();

    // What a Korean input method sends for 한글: each syllable composed jamo by jamo, then committed. It composes only
    // into something editable, so this checks that the focus rests in one while the creator moves between cells.
    const cdp = await page.context().newCDPSession(page);
    const compose = async (steps: string[]) => {
      for (const text of steps)
        await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
      await cdp.send('Input.insertText', { text: steps.at(-1)! });
    };
    await compose(['ㅎ', '하', '한']);
    const editor = editionsGrid(page).getByRole('textbox', { name: '이름' });
    await expect(editor).toHaveValue('한');
    await compose(['ㄱ', '그', '글']);
    await expect(editor).toHaveValue('한글');
    await page.keyboard.press('Enter');

    await expect(cell(page, '한글')).toBeVisible();
    await expect(cell(page, '둘째 작품')).toHaveCount(0);
    // Enter moved the active cell down, and it takes Hangul the same way.
    await compose(['ㅅ', '새']);
    await page.keyboard.press('Tab');
    await expect(cell(page, '새')).toBeVisible();
    await expect(cell(page, '셋째 작품')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // A syllable half composed, in light and dark (switched in place: the composition stays), axe in each.
    await cell(page, '한글').click();
    await cdp.send('Input.imeSetComposition', { text: '하', selectionStart: 1, selectionEnd: 1 });
    await expect(editionsGrid(page).getByRole('textbox', { name: '이름' })).toHaveValue('하');
    await bothThemesInPlace(page, 'editions-hangul');
  });

  test('a description typed on three lines in the last row stays in view: the editor grows upward there', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(EDITOR);
    await importNames(
      page,
      Array.from({ length: 40 }, (_, i) => `밤 ${i + 1}`),
    );
    const grid = editionsGrid(page);
    await page.getByRole('gridcell', { name: '밤 1', exact: true }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const editor = grid.getByRole('textbox', { name: '설명' });
    await page.keyboard.insertText('첫 줄');
    await page.keyboard.press('Alt+Enter');
    await page.keyboard.insertText('둘째 줄');
    await page.keyboard.press('Alt+Enter');
    await page.keyboard.insertText('셋째 줄');
    await expect(editor).toHaveValue('첫 줄\n둘째 줄\n셋째 줄');

    // The grid is scrolled to its end; the editor's three lines are all inside it, below the column header.
    const box = (await editor.boundingBox())!;
    const frame = (await grid.boundingBox())!;
    const header = (await grid.getByRole('columnheader', { name: '설명' }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(3 * 20);
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('gridcell', { name: '첫 줄 둘째 줄 셋째 줄' })).toBeVisible();
  });
});
