/**
 * The one link rule for images, shared by the app and the local API (requirements §15).
 * It lives in the domain so that the domain's own schemas use it; this is where the API
 * side imports it from.
 */
export {
  MEDIA_LINK_MESSAGE,
  classifyMediaLink,
  isStorableMediaLink,
  isValidCid,
  mediaFileName,
  mediaLinkSchema,
  nullableMediaLinkSchema,
  type MediaLinkKind,
} from '../src/domain/validation/media-link';
