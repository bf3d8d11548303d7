import { describe, expect, it } from 'vitest';
import { EditionRow } from './edition-row';
import { editionsCompletion } from './editions-completion';

describe('editionsCompletion', () => {
  it('is done once there are tokens, none unsaved, each with an image that may be stored', () => {
    const upload = '/local/uploads/0123456789abcdef0123456789abcdef/1.png';
    expect(editionsCompletion([])).toMatchObject({ done: false });
    expect(editionsCompletion([{ image: upload }, { image: 'ipfs://NewUriToReplace/2.png' }])).toEqual({
      rows: 2,
      withImage: 1,
      unsaved: 0,
      done: false,
    });
    expect(editionsCompletion([{ image: upload, dirty: true }])).toMatchObject({
      withImage: 1,
      unsaved: 1,
      done: false,
    });
    expect(editionsCompletion([{ image: upload }, { image: 'https://cdn.example/2.png' }]).done).toBe(true);
    expect(editionsCompletion([{ image: null }]).done).toBe(false);
  });
});

describe('editionsCompletion over the editor’s rows', () => {
  const row = (image: string, dirty = false) =>
    new EditionRow(1, { tokenId: '1', name: '', description: '', image, attributes: '' }, null, dirty);

  it.each([
    ['/local/uploads/0123456789abcdef0123456789abcdef/1.png', true],
    ['https://cdn.example/1.png', true],
    ['ar://abc', true],
    ['ipfs://NewUriToReplace/1.png', false],
    ['1.png', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('counts a row’s image %s as the server’s token would be counted (%s)', (image, storable) => {
    // The row knows it from its birth; the same cells as a plain token are checked link by link.
    expect(row(image).storableImage).toBe(storable);
    expect(editionsCompletion([row(image)]).withImage).toBe(editionsCompletion([{ image }]).withImage);
  });

  it('keeps what it knows of its image when only its state changes', () => {
    const saved = row('https://cdn.example/1.png', true).with({ dirty: false });
    expect(saved.storableImage).toBe(true);
    expect(editionsCompletion([saved])).toMatchObject({ withImage: 1, unsaved: 0, done: true });
  });
});
