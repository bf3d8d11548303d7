import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages as localApiMessages } from '../../local-api/http/messages';
import {
  NetworkError,
  NotFoundError,
  ProviderMissingError,
  TimeoutError,
  UnauthorizedError,
  UnexpectedError,
  UserRejectedError,
  ValidationError,
  WalletError,
  WrongChainError,
  type WalletFailureReason,
} from '../../src/application/errors/app-error';
import { supportedChains, chainLabel } from '../../src/domain/chain/chains';
import { chainIdMessages } from '../../src/domain/chain/chain-id';
import type { EditionProblem } from '../../src/domain/editions/check-edition';
import { profileImageMessages } from '../../src/domain/creator/profile-image-rules';
import { launchLockMessages } from '../../src/domain/launchpad/launch-lifecycle';
import { globalValidationMessages } from '../../src/domain/validation/messages';
import { MEDIA_LINK_MESSAGE } from '../../src/domain/validation/media-link';
import { validationMessages } from '../../src/domain/validation/rules';
import { auctionCopy } from '../../src/presentation/shared/copy/auction-copy';
import { conflictCopy } from '../../src/presentation/shared/copy/conflict-copy';
import { deployCopy } from '../../src/presentation/shared/copy/deploy-copy';
import { editionsCopy } from '../../src/presentation/shared/copy/editions-copy';
import { errorText } from '../../src/presentation/shared/copy/error-copy';
import { formCopy } from '../../src/presentation/shared/copy/form-copy';
import { lifecycleCopy } from '../../src/presentation/shared/copy/lifecycle-copy';
import {
  collectionTypeLabel,
  launchpadCopy,
  launchpadStanding,
  launchpadStatusLabel,
} from '../../src/presentation/shared/copy/launchpad-copy';
import { meCopy } from '../../src/presentation/shared/copy/me-copy';
import { metadataCopy } from '../../src/presentation/shared/copy/metadata-copy';
import { refusalCopy } from '../../src/presentation/shared/copy/refusal-copy';
import { reviewCopy } from '../../src/presentation/shared/copy/review-copy';
import { setupCopy } from '../../src/presentation/shared/copy/setup-copy';
import { shellCopy } from '../../src/presentation/shared/copy/shell-copy';
import {
  linkStatusCopy,
  registrationErrorText,
  shownLinkStatus,
  walletCopy,
  walletErrorGuide,
  walletStatusLabel,
} from '../../src/presentation/shared/copy/wallet-copy';
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

const walletReasons: WalletFailureReason[] = [
  'unauthorized',
  'unsupported-method',
  'disconnected',
  'request-pending',
  'chain-switch-unsupported',
  'account-mismatch',
  'insufficient-funds',
  'internal',
];

/** One error of each kind the error catalogue turns into words (a server's refusal as the local API words it). */
const sampleErrors: unknown[] = [
  new ValidationError(localApiMessages.wallet.expired, 'message'),
  new UnauthorizedError('401'),
  new NotFoundError('404'),
  new TimeoutError(10_000),
  new NetworkError('offline'),
  new UnexpectedError('500', 500),
  new UnexpectedError('400', 400),
  new UnexpectedError('418', 418),
  new Error('raw'),
  new UserRejectedError('4001'),
  new ProviderMissingError(),
  new ProviderMissingError('Rabby'),
  // Every chain the wallet can be asked for, from a chain it knows, one it does not, and none.
  ...supportedChains.flatMap((chain) => [
    new WrongChainError(chain.id, 1),
    new WrongChainError(chain.id, 56),
    new WrongChainError(chain.id, null),
  ]),
  ...walletReasons.map((reason) => new WalletError(reason)),
];

/** Each kind of editions problem, as the summary lists it and the active cell says it ("1행 이미지: …"). */
const editionProblems: EditionProblem[] = [
  { code: 'token-id-required' },
  { code: 'token-id-not-integer' },
  { code: 'token-id-duplicate' },
  { code: 'attributes-format' },
  { code: 'attributes-json', at: 12, item: null },
  { code: 'attributes-json', at: null, item: 2 },
  { code: 'attributes-too-many' },
  { code: 'attribute-schema', trait: '배경', part: 'value', message: '항목이 100자를 넘어갑니다.' },
  { code: 'image-refused' },
  { code: 'image-needed', fileName: '1.png' },
  { code: 'schema', message: '내용을 작성해주세요.' },
];
const editionLines = editionProblems.flatMap((problem) => {
  const text = editionsCopy.problemText(problem);
  return [text, editionsCopy.summary.item(1, editionsCopy.columns.image, text)];
});

/** What index.html shows before (or without) any script: its title, the header's shape, <noscript>. */
function indexHtmlTexts(): string[] {
  const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '');
  return html
    .split(/<[^>]+>/)
    .map((text) => text.trim())
    .filter((text) => text !== '');
}

/** Every catalogue the creator can read, by name: the app's, the domain's messages, the local API's and index.html. */
export const catalogues: Record<string, unknown> = {
  auctionCopy,
  conflictCopy,
  deployCopy,
  editionsCopy: [editionsCopy, editionLines],
  errors: [sampleErrors.map(errorText), sampleErrors.map((error) => walletErrorGuide(error)?.message ?? '')],
  formCopy,
  lifecycleCopy,
  registration: sampleErrors.map(registrationErrorText),
  setupCopy,
  launchpadCopy: [
    launchpadCopy,
    collectionTypeLabel,
    launchpadStatusLabel,
    [0, 1, 3].map((partsLeft) => launchpadStanding({ status: 'DRAFT', partsLeft })),
  ],
  meCopy,
  metadataCopy,
  refusalCopy,
  reviewCopy: [reviewCopy, reviewCopy.keptSubmitted(['metadata']), reviewCopy.keptSubmitted(['metadata', 'auction'])],
  shellCopy,
  walletCopy: [
    walletCopy,
    linkStatusCopy,
    walletStatusLabel,
    shownLinkStatus('지갑 없음', true),
    supportedChains.map((chain) => walletCopy.switched(walletCopy.chainName(chain.id))),
  ],
  workspaceCopy: [workspaceCopy, contractCopy],
  domainMessages: [
    globalValidationMessages,
    validationMessages,
    MEDIA_LINK_MESSAGE,
    profileImageMessages,
    chainIdMessages,
    launchLockMessages,
  ],
  chains: supportedChains.map(chainLabel),
  localApiMessages,
  indexHtml: indexHtmlTexts(),
};

/** Each catalogue's rendered texts, with the catalogue's name for a failure message. */
export function catalogueTexts(): { catalogue: string; text: string }[] {
  return Object.entries(catalogues).flatMap(([catalogue, value]) =>
    rendered(value).map((text) => ({ catalogue, text })),
  );
}
