import { describe, expect, it } from 'vitest';
import { CreatorsApiPreviewUrls } from './creators-api-preview-urls';

describe('CreatorsApiPreviewUrls', () => {
  it('puts the key, encoded, under the creators API origin', () => {
    expect(new CreatorsApiPreviewUrls('https://api.example').url('a b/c')).toBe(
      'https://api.example/local/auction-preview/a%20b%2Fc',
    );
  });
});
