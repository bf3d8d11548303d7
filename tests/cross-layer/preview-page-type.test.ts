import { describe, expect, it } from 'vitest';
import { appTheme } from '../../src/presentation/shell/theme';
import { PREVIEW_FONT_STACK } from '../../local-api/auction-preview/preview-page';

describe('auction preview page type', () => {
  it('is the app’s own font stack', () => {
    expect(PREVIEW_FONT_STACK).toBe(appTheme.fontFamily);
  });
});
