import * as v from 'valibot';
import {
  auctionDescriptionListSchema,
  auctionDescriptionSchema,
  previewKeySchema,
  submitAuctionDescriptionInputSchema,
} from '../src/domain/auction/auction-description';
import {
  contractSchema,
  deploymentInfoSchema,
  syncContractInputSchema,
  upsertContractInputSchema,
} from '../src/domain/contract/contract';
import { finishDeployInputSchema, pendingDeploySchema } from '../src/domain/contract/contract-deploy';
import {
  createCreatorInputSchema,
  creatorListSchema,
  creatorSchema,
  submitCreatorInputSchema,
} from '../src/domain/creator/creator';
import {
  createLaunchpadInputSchema,
  launchpadListSchema,
  launchpadSchema,
  updateLaunchpadInputSchema,
} from '../src/domain/launchpad/launchpad';
import {
  multiMetadataSchema,
  singleMetadataSchema,
  singleTokenListSchema,
  submitMultiMetadataInputSchema,
  submitSingleMetadataInputSchema,
  savedSingleTokensSchema,
  upsertSingleTokensInputSchema,
} from '../src/domain/metadata/collection-metadata';
import { EDITION_IMAGES_PER_BATCH } from '../src/domain/editions/edition-images';
import { boundedInteger } from '../src/domain/validation/common';
import { updatePhoneInputSchema, userInfoSchema } from '../src/domain/user/user-info';
import { eoaNonceSchema, eoaResponseSchema, eoaSchema, registerEoaInputSchema } from '../src/domain/wallet/eoa';
import { authApi } from './auth-api';
import { endpoint, numericParamSchema } from './endpoint';

const CL = '/cl/creators-lab';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const idParams = v.object({ id: numericParamSchema });
const launchpadQuery = v.object({ launchpadId: numericParamSchema });
/** `page` (1-based, default 1) pages through a list longer than one `size`: the answer's `total` says how many there are. */
const sizeQuery = v.object({
  size: v.optional(v.pipe(numericParamSchema, v.maxValue(1000))),
  page: v.optional(v.pipe(numericParamSchema, v.maxValue(1_000_000))),
});

/**
 * An uploaded image, served back by the API. `fileName` is the name the file was sent with (the
 * multipart part's filename, its last path segment), null when it had none; the `url` of a named
 * upload ends with that name, percent-encoded, so the link itself says which file it came from.
 */
export const uploadedFileSchema = v.object({
  url: v.string(),
  contentType: v.string(),
  size: boundedInteger(0, MAX_UPLOAD_BYTES),
  fileName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(255))), null),
});

/** Images one batch upload carries at most, and its body's bytes (each image stays within MAX_UPLOAD_BYTES). */
export const MAX_BATCH_IMAGES = EDITION_IMAGES_PER_BATCH;
export const MAX_BATCH_BYTES = 32 * 1024 * 1024;

/**
 * One image of a batch upload, in the order sent: stored (as `uploadImage` answers it), or refused
 * with the reason a single upload would have had (`UNSUPPORTED_MEDIA_TYPE`, `PAYLOAD_TOO_LARGE`, …).
 */
export const uploadedBatchItemSchema = v.union([
  uploadedFileSchema,
  v.object({
    fileName: v.nullable(v.pipe(v.string(), v.maxLength(255))),
    error: v.object({ code: v.string(), message: v.string() }),
  }),
]);

export const uploadedBatchSchema = v.object({
  items: v.pipe(v.array(uploadedBatchItemSchema), v.maxLength(MAX_BATCH_IMAGES)),
});

/**
 * Every call of requirements §7 (plus the EOA nonce and the image upload the product needs), the single
 * source of truth for payload shapes. Keys are the method names of the app's CreatorsApi port.
 */
export const creatorsApi = {
  refresh: authApi.refresh,
  getLaunchpad: endpoint({
    method: 'GET',
    path: `${CL}/v2/launchpads/:id`,
    params: idParams,
    response: launchpadSchema,
  }),
  updateLaunchpad: endpoint({
    method: 'PUT',
    path: `${CL}/v2/launchpads/:id`,
    params: idParams,
    body: updateLaunchpadInputSchema,
    response: launchpadSchema,
  }),
  listLaunchpads: endpoint({
    method: 'GET',
    path: `${CL}/v2/launchpads`,
    query: sizeQuery,
    response: launchpadListSchema,
  }),
  createLaunchpad: endpoint({
    method: 'POST',
    path: `${CL}/v2/launchpads`,
    body: createLaunchpadInputSchema,
    response: launchpadSchema,
  }),
  getEoa: endpoint({ method: 'GET', path: `${CL}/v1/eoa`, response: eoaResponseSchema }),
  createEoaNonce: endpoint({ method: 'POST', path: `${CL}/v1/eoa/nonce`, response: eoaNonceSchema }),
  registerEoa: endpoint({ method: 'POST', path: `${CL}/v1/eoa`, body: registerEoaInputSchema, response: eoaSchema }),
  updatePhone: endpoint({
    method: 'PATCH',
    path: '/cl/user/v1/users/phone',
    body: updatePhoneInputSchema,
    response: userInfoSchema,
  }),
  getUserInfo: endpoint({ method: 'GET', path: '/cl/user/v1/users/info', response: userInfoSchema }),
  listCreators: endpoint({ method: 'GET', path: `${CL}/v1/creators`, response: creatorListSchema }),
  createCreator: endpoint({
    method: 'POST',
    path: `${CL}/v1/creators`,
    body: createCreatorInputSchema,
    response: creatorSchema,
  }),
  /** JSON, or multipart with the same text fields plus an optional `image` file. */
  submitCreator: endpoint({
    method: 'POST',
    path: `${CL}/v1/creators/:id/submit`,
    params: idParams,
    body: submitCreatorInputSchema,
    multipart: true,
    response: creatorSchema,
  }),
  getCreator: endpoint({ method: 'GET', path: `${CL}/v1/creators/:id`, params: idParams, response: creatorSchema }),
  listAuctionDescriptions: endpoint({
    method: 'GET',
    path: `${CL}/v2/auctions/descriptions`,
    query: launchpadQuery,
    response: auctionDescriptionListSchema,
  }),
  submitAuctionDescription: endpoint({
    method: 'POST',
    path: `${CL}/v2/auctions/descriptions/submit`,
    body: submitAuctionDescriptionInputSchema,
    response: auctionDescriptionSchema,
  }),
  createAuctionPreviewKey: endpoint({
    method: 'POST',
    path: `${CL}/v2/auctions/descriptions/key`,
    query: launchpadQuery,
    response: previewKeySchema,
  }),
  upsertContract: endpoint({
    method: 'POST',
    path: `${CL}/v1/contracts`,
    body: upsertContractInputSchema,
    response: contractSchema,
  }),
  syncContract: endpoint({
    method: 'POST',
    path: `${CL}/v1/contracts/sync`,
    body: syncContractInputSchema,
    response: contractSchema,
  }),
  submitSingleMetadata: endpoint({
    method: 'POST',
    path: `${CL}/v1/contracts/single-metadata/submit`,
    body: submitSingleMetadataInputSchema,
    response: singleMetadataSchema,
  }),
  submitMultiMetadata: endpoint({
    method: 'POST',
    path: `${CL}/v1/contracts/multi-metadata/submit`,
    body: submitMultiMetadataInputSchema,
    response: multiMetadataSchema,
  }),
  upsertSingleTokens: endpoint({
    method: 'PATCH',
    path: `${CL}/v1/contracts/single-tokens`,
    body: upsertSingleTokensInputSchema,
    response: savedSingleTokensSchema,
  }),
  getSingleMetadata: endpoint({
    method: 'GET',
    path: `${CL}/v1/contracts/single-metadata`,
    query: launchpadQuery,
    response: v.object({ metadata: v.nullable(singleMetadataSchema) }),
  }),
  getMultiMetadata: endpoint({
    method: 'GET',
    path: `${CL}/v1/contracts/multi-metadata`,
    query: launchpadQuery,
    response: v.object({ metadata: v.nullable(multiMetadataSchema) }),
  }),
  /** The contract kept for a launchpad and its per-token (editions) metadata. */
  getContractMetadata: endpoint({
    method: 'GET',
    path: `${CL}/v1/contracts/metadata`,
    query: launchpadQuery,
    response: v.object({ contract: v.nullable(contractSchema), tokens: singleTokenListSchema.entries.tokens }),
  }),
  getDeploymentInfo: endpoint({
    method: 'GET',
    path: `${CL}/v1/contracts/deployment-info`,
    query: launchpadQuery,
    response: deploymentInfoSchema,
  }),
  /** A launchpad's contract deploy in flight (hash kept the moment the wallet returns it). */
  getPendingDeploy: endpoint({
    method: 'GET',
    path: `${CL}/v1/contracts/deploy`,
    query: launchpadQuery,
    response: v.object({ deploy: v.nullable(pendingDeploySchema) }),
  }),
  keepPendingDeploy: endpoint({
    method: 'PUT',
    path: `${CL}/v1/contracts/deploy`,
    body: pendingDeploySchema,
    response: pendingDeploySchema,
  }),
  finishDeploy: endpoint({
    method: 'POST',
    path: `${CL}/v1/contracts/deploy/finish`,
    body: finishDeployInputSchema,
    response: deploymentInfoSchema,
  }),
  /** Multipart with one `image` file: PNG, JPEG, GIF or WebP up to 10 MB. */
  uploadImage: endpoint({ method: 'POST', path: `${CL}/v1/uploads`, multipart: true, response: uploadedFileSchema }),
  /**
   * Multipart with up to MAX_BATCH_IMAGES `images` files (MAX_BATCH_BYTES in all): the editions
   * editor's folder of thousands, a request per few images instead of one each. Each image is stored
   * or refused on its own; sent again (an answer lost), it is stored once and answered alike.
   */
  uploadImages: endpoint({
    method: 'POST',
    path: `${CL}/v1/uploads/batch`,
    multipart: true,
    response: uploadedBatchSchema,
  }),
} as const;

export type CreatorsApiContract = typeof creatorsApi;
export type EndpointName = keyof CreatorsApiContract;

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
