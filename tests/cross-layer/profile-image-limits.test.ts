import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../contract/creators-api';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../src/domain/creator/profile-image-rules';

describe('profile image rules', () => {
  it('given the API contract, then the domain limits mirror it exactly', () => {
    expect([...PROFILE_IMAGE_TYPES]).toEqual([...ACCEPTED_IMAGE_TYPES]);
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(MAX_UPLOAD_BYTES);
  });
});
