import * as v from 'valibot';
import { LINK_MAX_LENGTH } from './rules';

/**
 * The one link rule for every token, auction item and collection image (requirements §15). The
 * app's forms, the editions editor and the local API all parse with these
 * schemas (re-exported by `contract/media-link.ts`), so the API refuses exactly what the screens do.
 *
 * Accepted: `https://…`, `ipfs://<valid CID>[/path]`, `ar://<id>[/path]`, and a path the local API
 * serves its uploads under. Refused, whatever the case: `javascript:`, `data:`, `http://`, `//host`
 * and any other scheme.
 */
export const MEDIA_LINK_MESSAGE = 'https://, ipfs://, ar:// 링크만 사용할 수 있습니다.';

/** CIDv0: base58btc multihash, always 46 characters starting `Qm`. */
const CID_V0 = /^Qm[1-9A-HJ-NP-Za-km-z]{44}$/;
/** CIDv1 in the multibases IPFS tools print: base32 (`b…`, e.g. `bafy…`), base36 (`k…`), base58btc (`z…`). */
const CID_V1 = /^(?:b[a-z2-7]{50,}|k[0-9a-z]{48,}|z[1-9A-HJ-NP-Za-km-z]{46,})$/;
const HTTPS = /^https:\/\/[^\s/?#]+\S*$/i;
const IPFS = /^ipfs:\/\/(?:ipfs\/)?([^\s/?#]+)(\/\S*)?$/i;
/** An Arweave transaction id (43 base64url characters) or an ArNS name. */
const ARWEAVE = /^ar:\/\/[A-Za-z0-9_-]{1,64}(\/\S*)?$/i;
/**
 * Where the local API serves what it stored (same origin, through the app's proxy): its stored name,
 * or its hash and the creator's file name, percent-encoded (`/local/uploads/<hash>/My%20Art%201.png`).
 * No segment starts with a dot (`..` is no name).
 */
const LOCAL_UPLOAD =
  /^\/local\/uploads\/[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_~%!*'()-][A-Za-z0-9._~%!*'()-]*)?$/;
const NAMED_UPLOAD = /^\/local\/uploads\/[0-9a-f]{32}\/([A-Za-z0-9_~%!*'()-][A-Za-z0-9._~%!*'()-]*)$/;
/** Anything that starts like a URL: a scheme, or a protocol-relative `//host`. */
const LOOKS_LIKE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isValidCid(text: string): boolean {
  return CID_V0.test(text) || CID_V1.test(text);
}

export type MediaLinkKind =
  | 'https'
  | 'ipfs'
  | 'arweave'
  | 'local-upload'
  /** `ipfs://` whose CID is not valid, e.g. a generator's `ipfs://NewUriToReplace/1.png`. */
  | 'ipfs-placeholder'
  /** No scheme and no leading slash: the name of a file still to upload (editions editor), spaces allowed. */
  | 'file-name'
  | 'refused';

/** What a (trimmed) image cell or field holds. Blank text is not a link: callers treat it as "none". */
export function classifyMediaLink(text: string): MediaLinkKind {
  const value = text.trim();
  if (HTTPS.test(value)) return 'https';
  const ipfs = IPFS.exec(value);
  if (ipfs) return isValidCid(ipfs[1] ?? '') ? 'ipfs' : 'ipfs-placeholder';
  if (ARWEAVE.test(value)) return 'arweave';
  if (LOCAL_UPLOAD.test(value)) return 'local-upload';
  // A file name may hold spaces (`My Art 1.png`, as creators name files); it is never stored, only matched.
  if (LOOKS_LIKE_URL.test(value) || value.startsWith('/') || value === '') return 'refused';
  return 'file-name';
}

/** True for a link that may be stored and rendered as an image source. */
export function isStorableMediaLink(text: string): boolean {
  const kind = classifyMediaLink(text);
  return kind === 'https' || kind === 'ipfs' || kind === 'arweave' || kind === 'local-upload';
}

/**
 * The file name a link or cell names: its last path segment, without query or fragment.
 * `ipfs://NewUriToReplace/1.png` → `1.png`; `images/1.png` → `1.png`; `My Art #1.png` → `My Art #1.png`.
 */
export function mediaFileName(text: string): string {
  // A link's query and fragment are no part of its name; in a bare file name `#` and `?` are (`My Art #1.png`).
  const link = LOOKS_LIKE_URL.test(text.trim());
  const value = link ? text.trim().replace(/[?#].*$/, '') : text.trim();
  const segment = value.slice(value.lastIndexOf('/') + 1);
  if (!link) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The creator's file name an upload's link carries (`/local/uploads/<hash>/1.png` → `1.png`), or null. */
export function uploadedFileName(link: string): string | null {
  const name = NAMED_UPLOAD.exec(link.trim())?.[1];
  if (name === undefined) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return null;
  }
}

/** A stored image link (trimmed, at most LINK_MAX_LENGTH), as the API accepts it. */
export const mediaLinkSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(LINK_MAX_LENGTH),
  v.check(isStorableMediaLink, MEDIA_LINK_MESSAGE),
);

/** An optional image link: null, or a stored link. A blank string is read as none by the callers that trim first. */
export const nullableMediaLinkSchema = v.nullable(mediaLinkSchema);
