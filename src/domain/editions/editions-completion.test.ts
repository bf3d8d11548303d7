import { describe, expect, it } from 'vitest';
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
