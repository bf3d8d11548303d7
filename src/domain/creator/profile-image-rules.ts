/**
 * What a creator profile image may be. The type and size limits equal the API contract's
 * (`ACCEPTED_IMAGE_TYPES`, `MAX_UPLOAD_BYTES`; a test keeps them equal) so the app refuses a file
 * before uploading it rather than after a 30 s upload. The dimension limits are the app's own:
 * a profile picture must stay sharp as a 200 px avatar, and a 4096 px side is plenty.
 */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MIN_SIDE = 200;
export const PROFILE_IMAGE_MAX_SIDE = 4096;

export type ProfileImageProblem = 'type' | 'size' | 'too-small' | 'too-large' | 'unreadable';

export function isProfileImageType(type: string): boolean {
  return (PROFILE_IMAGE_TYPES as readonly string[]).includes(type);
}

/** Checks what is known without decoding: the declared type and the byte size. */
export function checkProfileImageFile(file: { type: string; size: number }): ProfileImageProblem | null {
  if (!isProfileImageType(file.type)) return 'type';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** Checks the decoded size in pixels. */
export function checkProfileImageDimensions(size: { width: number; height: number }): ProfileImageProblem | null {
  if (size.width < PROFILE_IMAGE_MIN_SIDE || size.height < PROFILE_IMAGE_MIN_SIDE) return 'too-small';
  if (size.width > PROFILE_IMAGE_MAX_SIDE || size.height > PROFILE_IMAGE_MAX_SIDE) return 'too-large';
  return null;
}

/** The creator-facing reason for each problem (spec-style short Korean sentences). */
export const profileImageMessages: Record<ProfileImageProblem, string> = {
  type: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.',
  size: `이미지는 ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024}MB 이하만 올릴 수 있습니다.`,
  'too-small': `이미지는 가로와 세로 모두 ${PROFILE_IMAGE_MIN_SIDE}px 이상이어야 합니다.`,
  'too-large': `이미지는 가로와 세로 모두 ${PROFILE_IMAGE_MAX_SIDE.toLocaleString('ko-KR')}px 이하여야 합니다.`,
  unreadable: '이미지를 읽을 수 없습니다. 다른 파일을 선택해 주세요.',
};
