import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../src/infrastructure/storage/local-storage-token-store';
import { appTheme } from '../../src/presentation/shell/theme';

const indexHtml = readFileSync('index.html', 'utf8');

describe("index.html's header shape", () => {
  it('is painted for a stored refresh token under the key the token store writes', () => {
    expect(indexHtml).toContain(`localStorage.getItem('${AUTH_STORAGE_KEY}')`);
  });

  it("uses the app's own type", () => {
    expect(indexHtml).toContain(`font: 800 16px/1.55 ${appTheme.fontFamily};`);
  });
});
