import { messages as localApiMessages } from '../../local-api/http/messages';
import { supportedChains, chainLabel } from '../../src/domain/chain/chains';
import { chainIdMessages } from '../../src/domain/chain/chain-id';
import { profileImageMessages } from '../../src/domain/creator/profile-image-rules';
import { globalValidationMessages } from '../../src/domain/validation/messages';
import { MEDIA_LINK_MESSAGE } from '../../src/domain/validation/media-link';
import { validationMessages } from '../../src/domain/validation/rules';
import { auctionCopy } from '../../src/presentation/shared/copy/auction-copy';
import { editionsCopy } from '../../src/presentation/shared/copy/editions-copy';
import { formCopy } from '../../src/presentation/shared/copy/form-copy';
import {
  collectionTypeLabel,
  launchpadCopy,
  launchpadStatusLabel,
} from '../../src/presentation/shared/copy/launchpad-copy';
import { meCopy } from '../../src/presentation/shared/copy/me-copy';
import { metadataCopy } from '../../src/presentation/shared/copy/metadata-copy';
import { refusalCopy } from '../../src/presentation/shared/copy/refusal-copy';
import { shellCopy } from '../../src/presentation/shared/copy/shell-copy';
import { linkStatusCopy, walletCopy, walletStatusLabel } from '../../src/presentation/shared/copy/wallet-copy';
import { contractCopy, workspaceCopy } from '../../src/presentation/shared/copy/workspace-copy';

// Words that end with and without a final consonant, in ㄹ, and in brackets; numbers; nothing.
const words = [
  '루니버스',
  '이더리움',
  '달빛 작업실',
  '하늘스튜디오',
  '서울의 밤',
  '이더리움 세폴리아 (테스트넷)',
  'MetaMask',
];
const argumentSets: unknown[][] = [...words.map((w) => [w, w]), [1000, 1000], [3, 1000], [1, 2], [null], [57]];

/**
 * Every text a value can render: its strings, and its functions called with each kind of argument
 * (words ending with and without a final consonant, in ㄹ and in brackets, numbers, nothing). Shared by
 * the glossary and the particle tests.
 */
export function rendered(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') {
    for (const args of argumentSets) {
      try {
        rendered((value as (...a: unknown[]) => unknown)(...args), out);
      } catch {
        // An argument of the wrong kind for this function: another set fits it.
      }
    }
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) rendered(item, out);
  return out;
}

/** Every catalogue the creator can read, by name: the app's, the domain's messages and the local API's. */
export const catalogues: Record<string, unknown> = {
  auctionCopy,
  editionsCopy,
  formCopy,
  launchpadCopy: [launchpadCopy, collectionTypeLabel, launchpadStatusLabel],
  meCopy,
  metadataCopy,
  refusalCopy,
  shellCopy,
  walletCopy: [walletCopy, linkStatusCopy, walletStatusLabel],
  workspaceCopy: [workspaceCopy, contractCopy],
  domainMessages: [
    globalValidationMessages,
    validationMessages,
    MEDIA_LINK_MESSAGE,
    profileImageMessages,
    chainIdMessages,
  ],
  chains: supportedChains.map(chainLabel),
  localApiMessages,
};

/** Each catalogue's rendered texts, with the catalogue's name for a failure message. */
export function catalogueTexts(): { catalogue: string; text: string }[] {
  return Object.entries(catalogues).flatMap(([catalogue, value]) =>
    rendered(value).map((text) => ({ catalogue, text })),
  );
}
