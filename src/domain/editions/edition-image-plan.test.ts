import { describe, expect, it } from 'vitest';
import { MATCHED_A_PART } from './edition-images';
import { planImageUploads, planningImageUploads } from './edition-image-plan';

const file = (name: string, size = 100) => ({ name, size });
const row = (key: number, tokenId: string, image = '') => ({ key, tokenId, image });

describe('planImageUploads', () => {
  it('sends each matched file with its row and token id, and names the files no row takes', () => {
    const plan = planImageUploads(
      [file('1.png'), file('cat.png'), file('2.png')],
      [row(10, '1', 'ipfs://NewUriToReplace/1.png'), row(11, '2')],
      new Map(),
    );
    expect(plan).toEqual({
      sending: [
        { key: 10, tokenId: '1', file: file('1.png') },
        { key: 11, tokenId: '2', file: file('2.png') },
      ],
      unmatched: ['cat.png'],
      already: 0,
    });
  });

  it('does not send a file again whose row holds the link uploaded from that same file; a changed file is sent', () => {
    const sent = new Map([
      ['/local/uploads/a.png', { name: '1.png', size: 100 }],
      ['/local/uploads/b.png', { name: '2.png', size: 100 }],
    ]);
    const rows = [row(1, '1', '/local/uploads/a.png'), row(2, '2', '/local/uploads/b.png'), row(3, '3')];
    const plan = planImageUploads([file('1.png'), file('2.png', 999), file('3.png')], rows, sent);
    expect(plan.already).toBe(1);
    expect(plan.sending.map((s) => s.file)).toEqual([file('2.png', 999), file('3.png')]);
  });

  it('planned in parts, it pauses every few thousand rows and files, and plans as it does in one go', () => {
    const count = MATCHED_A_PART * 2 + 1;
    const rows = Array.from({ length: count }, (_, i) => row(i + 1, String(i + 1), `ipfs://cid/${i + 1}.png`));
    const files = [...Array.from({ length: count }, (_, i) => file(`${count - i}.png`)), file('extra.png')];
    const planning = planningImageUploads(files, rows, new Map());
    let pauses = 0;
    let step = planning.next();
    for (; !step.done; step = planning.next()) pauses++;
    // Rows and files together, one pause every MATCHED_A_PART.
    expect(pauses).toBe(Math.floor((rows.length + files.length) / MATCHED_A_PART));
    expect(step.value).toEqual(planImageUploads(files, rows, new Map()));
    expect(step.value.sending).toHaveLength(count);
    expect(step.value.unmatched).toEqual(['extra.png']);
  });
});
