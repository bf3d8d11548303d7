import * as v from 'valibot';
import { toChecksumAddress } from './keccak256';

/**
 * The validation rules of requirements §5, with its messages to the character: one rule, one message,
 * on every form and in the API (a hint may follow the message on screen, never replace it).
 * Used by every form and by the local API's request contract, so both reject the same input
 * with the same words.
 */
export const validationMessages = {
  contractAddress: '유효하지 않은 스마트 컨트랙트 주소입니다.',
  phoneNumber: '휴대폰 번호를 다시 확인해주세요.',
  httpsLink: '올바른 형식의 링크를 입력해 주세요.',
  youtubeLink: '유효하지 않은 유튜브 링크입니다.',
  instagramLink: '유효하지 않은 인스타그램 링크입니다.',
  xLink: '유효하지 않은 X 링크입니다.',
  kakaoTalkLink: '유효하지 않은 카카오톡 링크입니다.',
  year: (currentYear: number) => `1950 ~ ${currentYear}까지만 허용 됩니다.`,
} as const;

export const MIN_YEAR = 1950;

const CONTRACT_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const PHONE_NUMBER = /^010\d{8}$/;
const HTTPS_LINK = /^https:\/\/\S+$/;

/** Optional `https://` and `www.`, then exactly one of the hosts, then `/` and a non-empty path. */
function socialLinkPattern(hosts: readonly string[]): RegExp {
  const alternatives = hosts.map((host) => host.replaceAll('.', '\\.')).join('|');
  return new RegExp(`^(?:https:\\/\\/)?(?:www\\.)?(?:${alternatives})\\/\\S+$`);
}

/** Longer than any real link; keeps a pasted blob out of the database. */
export const LINK_MAX_LENGTH = 2048;

/** A trimmed link that is either empty (a field left blank) or matches the pattern. */
function linkSchema(pattern: RegExp, message: v.ErrorMessage<v.CheckIssue<string>>) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(LINK_MAX_LENGTH),
    v.check((value) => value === '' || pattern.test(value), message),
  );
}

/**
 * EIP-55: all lower or all upper case carries no checksum and is accepted (the API keeps it in
 * checksum form); mixed case claims one, so a wrong one is a typo and refused.
 */
export function hasValidChecksum(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(address) === address;
}

export const contractAddressSchema = v.pipe(
  v.string(),
  v.regex(CONTRACT_ADDRESS, validationMessages.contractAddress),
  v.check(hasValidChecksum, validationMessages.contractAddress),
);

export const phoneNumberSchema = v.pipe(v.string(), v.regex(PHONE_NUMBER, validationMessages.phoneNumber));

// An `http://` link gets this message too; the screens add what to change as a second line (linkHint).
export const httpsLinkSchema = linkSchema(HTTPS_LINK, validationMessages.httpsLink);
export const youtubeLinkSchema = linkSchema(
  socialLinkPattern(['youtube.com', 'youtu.be']),
  validationMessages.youtubeLink,
);
export const instagramLinkSchema = linkSchema(socialLinkPattern(['instagram.com']), validationMessages.instagramLink);
export const xLinkSchema = linkSchema(socialLinkPattern(['x.com']), validationMessages.xLink);
export const kakaoTalkLinkSchema = linkSchema(socialLinkPattern(['open.kakao.com']), validationMessages.kakaoTalkLink);

/** The domain never reads the clock: the caller passes the current year. */
export function createYearSchema(currentYear: number) {
  const message = validationMessages.year(currentYear);
  return v.pipe(v.number(), v.integer(message), v.minValue(MIN_YEAR, message), v.maxValue(currentYear, message));
}

export function createNullableYearSchema(currentYear: number) {
  return v.nullable(createYearSchema(currentYear));
}

/** True when a stored link may be rendered as an `href`: it passes its rule and is not blank. */
export function isRenderableLink(schema: v.GenericSchema<unknown, string>, value: string | null | undefined): boolean {
  if (value == null) return false;
  const result = v.safeParse(schema, value);
  return result.success && result.output !== '';
}
