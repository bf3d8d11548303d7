import type * as v from 'valibot';
import type { EndpointName } from '../../contract/creators-api';
import type { ApiErrorBody, Endpoint } from '../../contract/endpoint';
import { validationMessages } from '../../src/domain/validation/rules';
import { messages } from '../http/messages';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415;

export interface ErrorAnswer {
  status: ErrorStatus;
  code: ApiErrorBody['code'];
  /** Why this endpoint answers it: one line per reason. */
  reasons: string[];
  /** A Korean message the local API sends for it. */
  example: string;
}

/** Calls that create a resource answer 201 (the app accepts any 2xx). */
const CREATED: ReadonlySet<EndpointName> = new Set(['createLaunchpad', 'createCreator', 'uploadImage', 'uploadImages']);

/**
 * What the schemas cannot tell: which writes the launch lifecycle locks (docs/api-rules.md), and
 * which refuse a contract another launchpad holds. Everything else below is read off the contract.
 */
const LIFECYCLE_LOCKED: ReadonlySet<EndpointName> = new Set([
  'updateLaunchpad',
  'upsertContract',
  'submitSingleMetadata',
  'submitMultiMetadata',
  'upsertSingleTokens',
  'submitAuctionDescription',
]);
const CONTRACT_ADDRESS_FIELD: Partial<Record<EndpointName, string>> = {
  upsertContract: 'address',
  updateLaunchpad: 'contractAddress',
};
const OWNER_CHECKED: ReadonlySet<EndpointName> = new Set(['upsertContract']);

type Entries = Record<string, unknown>;

/** Whether an object schema (or any option of a variant/union) has `key`. */
export function hasKey(schema: v.GenericSchema | undefined, key: string): boolean {
  if (!schema) return false;
  const { entries, options } = schema as { entries?: Entries; options?: v.GenericSchema[] };
  if (entries && key in entries) return true;
  return options?.some((option) => hasKey(option, key)) ?? false;
}

export function successStatus(name: EndpointName): 200 | 201 {
  return CREATED.has(name) ? 201 : 200;
}

/** The error answers of one endpoint, each with its reasons, in status order. */
export function errorAnswers(name: EndpointName, endpoint: Endpoint): ErrorAnswer[] {
  const { params, query, body } = endpoint;
  const answers: ErrorAnswer[] = [];
  const add = (status: ErrorStatus, code: ErrorAnswer['code'], reasons: string[], example: string) => {
    if (reasons.length > 0) answers.push({ status, code, reasons, example });
  };
  const carriesLaunchpad = hasKey(query, 'launchpadId') || hasKey(body, 'launchpadId');
  const isWrite = endpoint.method !== 'GET' && !endpoint.public;
  const addressField = CONTRACT_ADDRESS_FIELD[name];

  add(
    400,
    'BAD_REQUEST',
    params || query || body || endpoint.multipart
      ? [
          'A path, query or body value breaks its schema; `field` names the first wrong field and `message` says why in Korean.',
          ...(body
            ? [
                'The body is not JSON, or holds an array past 10,000 items, an object past 1,000 members or nesting past 64.',
              ]
            : []),
        ]
      : [],
    validationMessages.phoneNumber,
  );
  add(
    401,
    'UNAUTHORIZED',
    [
      endpoint.public
        ? 'The refresh token is unknown, expired or revoked, or was spent before the grace period (its family is then revoked).'
        : 'No bearer token, or an access token that is malformed, unknown, expired or revoked. The app refreshes once and replays the call.',
    ],
    endpoint.public ? messages.auth.refreshReused : messages.auth.expired,
  );
  add(
    403,
    'FORBIDDEN',
    [
      ...(isWrite ? ['The user has not agreed to the terms (every write; reads stay open).'] : []),
      ...(LIFECYCLE_LOCKED.has(name)
        ? [
            'The launch lifecycle locks it: contract and chain from 심사 중 (IN_REVIEW) on, everything from 승인됨 (APPROVED) on.',
          ]
        : []),
      ...(OWNER_CHECKED.has(name)
        ? ["The contract's owner() on chain is not the creator's registered EOA (or the creator has no EOA)."]
        : []),
    ],
    messages.terms.required,
  );
  add(
    404,
    'NOT_FOUND',
    hasKey(params, 'id') || carriesLaunchpad
      ? ['The id is unknown, or it is another user’s (answered as unknown).']
      : [],
    carriesLaunchpad ? messages.notFound.launchpad : messages.notFound.resource,
  );
  add(
    409,
    'CONFLICT',
    [
      ...(hasKey(body, 'baseUpdatedAt')
        ? [
            '`baseUpdatedAt` is not the stored record’s `updatedAt` (someone saved first); nothing is written; `field` is `baseUpdatedAt`.',
          ]
        : []),
      ...(addressField
        ? [`Another launchpad holds this chain id and address (any letter case); \`field\` is \`${addressField}\`.`]
        : []),
    ],
    messages.conflict.changed,
  );
  add(
    413,
    'PAYLOAD_TOO_LARGE',
    body || endpoint.multipart
      ? [
          endpoint.multipart
            ? 'The image is over 10 MB, or the body over its limit.'
            : 'The JSON body is over 1 MB (single tokens: 32 MB).',
        ]
      : [],
    endpoint.multipart ? messages.upload.tooLarge : messages.body.tooLarge,
  );
  add(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    endpoint.multipart ? ['The file is not a PNG, JPEG, GIF or WebP image (checked by its content).'] : [],
    `이미지: ${messages.upload.unsupported}`,
  );
  return answers;
}
