import type { SocialLinks } from '../../src/domain/metadata/social-links';

/**
 * A saved link as a safe href: the social rules accept `youtu.be/abc` without a scheme, so https
 * is added; anything that is not https after that (a `javascript:` smuggled past the rules) is dropped.
 */
export function linkHref(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image the page may show: an upload of this API (same origin) or an https URL. */
export function imageSrc(raw: string | null): string | null {
  if (!raw) return null;
  if (/^\/local\/uploads\/[A-Za-z0-9._-]+$/.test(raw)) return raw;
  return linkHref(raw) && raw.startsWith('https://') ? raw : null;
}

export const LINK_ORDER: readonly (keyof SocialLinks)[] = ['website', 'youtube', 'instagram', 'x', 'kakaoTalk'];
