import { describe, expect, it } from 'vitest';
import { installChunkReload, isChunkLoadError, reloadForChunkError } from './chunk-reload';

describe('reloadForChunkError', () => {
  it('given a failed route import, asks the installed reload once per error, however often the boundary renders', () => {
    const asked: unknown[] = [];
    installChunkReload((error) => {
      asked.push(error);
      return isChunkLoadError(error) && asked.length === 1;
    });
    const missing = new TypeError('Failed to fetch dynamically imported module: https://x/assets/creators-page-abc.js');
    expect(reloadForChunkError(missing)).toBe(true);
    expect(reloadForChunkError(missing)).toBe(true);
    expect(asked).toEqual([missing]);
    // The next failure (after the reload, within the guard's window) is shown instead.
    const again = new TypeError('Failed to fetch dynamically imported module: https://x/assets/creators-page-abc.js');
    expect(reloadForChunkError(again)).toBe(false);
    expect(reloadForChunkError(new Error('HTTP 500'))).toBe(false);
    installChunkReload(() => false);
  });
});
