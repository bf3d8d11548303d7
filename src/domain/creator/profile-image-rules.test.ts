import { describe, expect, it } from 'vitest';
import { checkProfileImageDimensions, checkProfileImageFile, PROFILE_IMAGE_MAX_BYTES } from './profile-image-rules';

describe('profile image rules', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/webp', size: PROFILE_IMAGE_MAX_BYTES }, null],
    [{ type: 'image/svg+xml', size: 1000 }, 'type'],
    [{ type: '', size: 1000 }, 'type'],
    [{ type: 'image/jpeg', size: PROFILE_IMAGE_MAX_BYTES + 1 }, 'size'],
  ] as const)('given %o, when checked, then %s', (file, expected) => {
    expect(checkProfileImageFile(file)).toBe(expected);
  });

  it.each([
    [{ width: 200, height: 200 }, null],
    [{ width: 4096, height: 4096 }, null],
    [{ width: 199, height: 800 }, 'too-small'],
    [{ width: 800, height: 4097 }, 'too-large'],
  ] as const)('given %o pixels, when checked, then %s', (size, expected) => {
    expect(checkProfileImageDimensions(size)).toBe(expected);
  });
});
