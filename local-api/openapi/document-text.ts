import type { EndpointName } from '../../contract/creators-api';

/**
 * The words of the OpenAPI document that the schemas cannot give. Typed by endpoint name, so a new
 * endpoint of the contract does not compile until it has its summary here.
 */
export const summaries: Record<EndpointName, string> = {
  refresh: 'Exchange a refresh token for a new token pair (rotation); `termsAgreed: true` records consent',
  getLaunchpad: 'One launchpad',
  updateLaunchpad: 'Change a launchpad’s name, dates or contract address',
  listLaunchpads: 'The creator’s launchpads, newest first, a page at a time (`size` default 20, at most 1000)',
  createLaunchpad: 'Create a launchpad (DRAFT)',
  getEoa: 'The creator’s registered wallet (EOA), or null',
  createEoaNonce: 'A single-use nonce for the wallet’s Sign-In-with-Ethereum message (10 minutes)',
  registerEoa: 'Register or replace the EOA from a signed message over the nonce',
  updatePhone: 'Change the phone number (010 and 8 digits)',
  getUserInfo: 'The signed-in user: name, phone, terms, company',
  listCreators: 'The creator profiles',
  createCreator: 'Create a creator profile (DRAFT)',
  submitCreator: 'Save and submit a creator profile (JSON, or multipart with an `image` file)',
  getCreator: 'One creator profile',
  listAuctionDescriptions: 'The auction descriptions of a launchpad',
  submitAuctionDescription: 'Save (temporary: 임시저장) or submit (제출) the auction description',
  createAuctionPreviewKey: 'A temporary key for the auction preview page',
  upsertContract: 'Keep the launchpad’s contract (one per launchpad; the launchpad follows its chain)',
  syncContract: 'Read the kept contract on chain again',
  submitSingleMetadata: 'Save or submit single-edition collection metadata (submitting moves DRAFT to IN_REVIEW)',
  submitMultiMetadata: 'Save or submit multi-edition collection metadata (submitting moves DRAFT to IN_REVIEW)',
  upsertSingleTokens:
    'Add or replace single-edition tokens (at most 10,000 per call and per launchpad; all or nothing)',
  getSingleMetadata: 'Single-edition collection metadata, or null',
  getMultiMetadata: 'Multi-edition collection metadata, or null',
  getContractMetadata: 'The kept contract and every single-edition token',
  getDeploymentInfo: 'What the API found on chain for the launchpad’s contract',
  getPendingDeploy: 'The contract deploy in flight, or null',
  keepPendingDeploy: 'Keep a contract deploy the wallet has sent',
  finishDeploy: 'Record how a followed deploy ended',
  uploadImage: 'Upload one image (multipart `image`)',
  uploadImages:
    'Upload up to 20 images (multipart `images`), each stored or refused on its own; an image sent again is stored once',
};

export const tags = [
  { name: 'auth', description: 'Sign-in tokens.' },
  { name: 'launchpads', description: 'Launch projects.' },
  { name: 'user', description: 'The signed-in user.' },
  { name: 'eoa', description: 'The registered wallet.' },
  { name: 'creators', description: 'Creator profiles.' },
  { name: 'auctions', description: 'Auction descriptions.' },
  { name: 'contracts', description: 'Contracts, collection metadata, tokens and deploys.' },
  { name: 'uploads', description: 'Images.' },
];

/** The tag of a path: the first segment after the version (`/cl/creators-lab/v2/launchpads/…` → launchpads). */
export function tagOf(path: string): string {
  const segment = /\/v\d+\/([a-z-]+)/.exec(path)?.[1] ?? 'other';
  if (segment === 'users') return 'user';
  return tags.some((tag) => tag.name === segment) ? segment : 'other';
}

export const documentInfo = {
  title: 'Creators Lab creators API',
  version: '1',
  description: [
    'What the Creators Lab app expects of the creators API gateway, generated from the typed contract (`contract/`) by `npm run openapi`. Every request and answer schema is the one the app parses with; the local API (`local-api/`) holds every rule below for any client.',
    '',
    '**Errors** are JSON `{code, message, field?}` (components/schemas/ApiError): a stable `code`, a Korean `message` the app may show as it is, and the request `field` it concerns. Each operation lists the statuses it answers and why.',
    '',
    '**Sign-in.** The exchange’s sign-in sends the app to `/login?token=<refresh token>&termsAgreed=…`. `POST /cl/auth/v1/refresh` spends that token for `{accessToken, refreshToken}`; every other call carries `Authorization: Bearer <accessToken>`. A refresh token works once (rotation): presented again within the grace period it gets a new pair of the same family, after it the family is revoked (401).',
    '',
    '**Timeouts** (requirements §9): the app aborts a call after 10 s (30 s for multipart uploads) and never retries it by itself.',
    '',
    '**Write rules** (docs/api-rules.md): writes by a user who has not agreed to the terms are 403; the launch lifecycle locks writes; one chain id and address belong to one launchpad (409); a save whose `baseUpdatedAt` is stale is 409; at most 10,000 single-edition tokens per launchpad.',
    '',
    'Texts are trimmed of surrounding whitespace before their length limits apply. Rules JSON Schema cannot state (EIP-55 checksums, link rules, chainId per chain) are written in each schema’s `description`; docs/openapi.md lists them.',
  ].join('\n'),
};
