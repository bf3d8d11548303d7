import * as v from 'valibot';
import { creatorsApi, type EndpointName } from '../../contract/creators-api';
import { NotFoundError, ValidationError, type AppError } from '../../src/application/errors/app-error';
import type { Clock } from '../../src/application/ports/clock';
import type { CreatorsApi, UploadedFile, UploadOptions } from '../../src/application/ports/creators-api';
import type { AuctionDescription, SubmitAuctionDescriptionInput } from '../../src/domain/auction/auction-description';
import type { Contract, SyncContractInput, UpsertContractInput } from '../../src/domain/contract/contract';
import type { CreateCreatorInput, Creator, SubmitCreatorInput } from '../../src/domain/creator/creator';
import type { CreateLaunchpadInput, Launchpad, UpdateLaunchpadInput } from '../../src/domain/launchpad/launchpad';
import type {
  MultiMetadata,
  SingleMetadata,
  SingleToken,
  SubmitMultiMetadataInput,
  SubmitSingleMetadataInput,
  UpsertSingleTokensInput,
} from '../../src/domain/metadata/collection-metadata';
import type { UpdatePhoneInput, UserInfo } from '../../src/domain/user/user-info';
import type { Eoa, RegisterEoaInput } from '../../src/domain/wallet/eoa';
import { FakeTokenExchange } from './fake-token-exchange';
import { FixedClock } from './fixed-clock';
import { sampleContract, sampleCreator, sampleLaunchpads, sampleUserInfo } from './sample-data';

type Method = keyof CreatorsApi;

/**
 * The whole CreatorsApi in memory, seeded like the local API's demo account. Inputs are checked
 * with the contract's schemas (so bad input fails with ValidationError as the server would),
 * unknown ids with NotFoundError; answers are copies. `failNext` makes a call fail on purpose.
 */
export class FakeCreatorsApi implements CreatorsApi {
  readonly tokens = new FakeTokenExchange();
  readonly calls: { method: Method; args: unknown[] }[] = [];
  launchpads: Launchpad[] = sampleLaunchpads();
  creators: Creator[] = [sampleCreator(), sampleCreator({ id: 2, name: '하늘스튜디오', description: '', youtubeUrl: '', instagramUrl: '', xUrl: 'https://x.com/haneulstudio', status: 'DRAFT', submittedAt: null })];
  user: UserInfo = sampleUserInfo();
  eoa: Eoa | null = null;
  /** The address registerEoa records (the fake does not recover signatures). */
  eoaAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  auctionDescriptions: AuctionDescription[] = [];
  contracts = new Map<number, Contract>([[1, sampleContract()]]);
  singleMetadata = new Map<number, SingleMetadata>();
  multiMetadata = new Map<number, MultiMetadata>();
  singleTokens = new Map<number, SingleToken[]>();
  uploads: UploadedFile[] = [];
  private failures: { error: AppError; method: Method | undefined }[] = [];
  private serial = 100;

  constructor(private readonly clock: Clock = new FixedClock()) {}

  /** The next call (of `method`, or any) rejects with `error`. Queue several by calling again. */
  failNext(error: AppError, method?: Method): void {
    this.failures.push({ error, method });
  }

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  refresh(token: string, options?: { termsAgreed?: boolean }) {
    return this.run('refresh', [token, options], () => this.tokens.refresh(token, options));
  }

  listLaunchpads(query: { size?: number }) {
    return this.run('listLaunchpads', [query], () => {
      const items = [...this.launchpads].sort((a, b) => b.id - a.id).slice(0, query.size ?? 20);
      return { items, total: this.launchpads.length };
    });
  }
  getLaunchpad(id: number) {
    return this.run('getLaunchpad', [id], () => this.launchpad(id));
  }
  createLaunchpad(input: CreateLaunchpadInput) {
    return this.run('createLaunchpad', [input], () => {
      const body = this.check('createLaunchpad', input);
      const now = this.now();
      const created: Launchpad = { id: this.nextId(), ...body, contractAddress: null, status: 'DRAFT', startAt: null, endAt: null, createdAt: now, updatedAt: now };
      this.launchpads.push(created);
      return created;
    });
  }
  updateLaunchpad(id: number, input: UpdateLaunchpadInput) {
    return this.run('updateLaunchpad', [id, input], () => Object.assign(this.launchpad(id), this.check('updateLaunchpad', input), { updatedAt: this.now() }));
  }

  getEoa() {
    return this.run('getEoa', [], () => this.eoa);
  }
  createEoaNonce() {
    return this.run('createEoaNonce', [], () => {
      const issued = this.clock.now();
      return { nonce: `nonce${this.nextId()}abcdef`, issuedAt: issued.toISOString(), expiresAt: new Date(issued.getTime() + 5 * 60_000).toISOString() };
    });
  }
  registerEoa(input: RegisterEoaInput) {
    return this.run('registerEoa', [input], () => {
      this.check('registerEoa', input);
      this.eoa = { address: this.eoaAddress, chainId: 1, registeredAt: this.now() };
      return this.eoa;
    });
  }

  getUserInfo() {
    return this.run('getUserInfo', [], () => this.user);
  }
  updatePhone(input: UpdatePhoneInput) {
    return this.run('updatePhone', [input], () => Object.assign(this.user, this.check('updatePhone', input)));
  }

  listCreators() {
    return this.run('listCreators', [], () => this.creators);
  }
  getCreator(id: number) {
    return this.run('getCreator', [id], () => this.creator(id));
  }
  createCreator(input: CreateCreatorInput) {
    return this.run('createCreator', [input], () => {
      const now = this.now();
      const created = sampleCreator({ id: this.nextId(), ...this.check('createCreator', input), description: '', youtubeUrl: '', instagramUrl: '', imageUrl: null, status: 'DRAFT', submittedAt: null, createdAt: now, updatedAt: now });
      this.creators.push(created);
      return created;
    });
  }
  submitCreator(id: number, input: SubmitCreatorInput, image: File | null, options?: UploadOptions) {
    return this.run('submitCreator', [id, input, image, options], () => {
      const creator = this.creator(id);
      options?.onUploadProgress?.(1);
      const now = this.now();
      return Object.assign(creator, this.check('submitCreator', input), {
        imageUrl: image ? `/local/uploads/${image.name}` : creator.imageUrl,
        status: 'SUBMITTED' as const,
        submittedAt: now,
        updatedAt: now,
      });
    });
  }

  listAuctionDescriptions(launchpadId: number) {
    return this.run('listAuctionDescriptions', [launchpadId], () => {
      this.launchpad(launchpadId);
      return this.auctionDescriptions.filter((d) => d.launchpadId === launchpadId);
    });
  }
  submitAuctionDescription(input: SubmitAuctionDescriptionInput) {
    return this.run('submitAuctionDescription', [input], () => {
      const { temporary, ...fields } = this.check('submitAuctionDescription', input);
      this.launchpad(fields.launchpadId);
      const now = this.now();
      const existing = this.auctionDescriptions.find((d) => d.launchpadId === fields.launchpadId);
      const next: AuctionDescription = { id: existing?.id ?? this.nextId(), ...fields, status: temporary ? 'DRAFT' : 'SUBMITTED', updatedAt: now, submittedAt: temporary ? (existing?.submittedAt ?? null) : now };
      this.auctionDescriptions = [...this.auctionDescriptions.filter((d) => d !== existing), next];
      return next;
    });
  }
  createAuctionPreviewKey(launchpadId: number) {
    return this.run('createAuctionPreviewKey', [launchpadId], () => {
      this.launchpad(launchpadId);
      return { key: `preview-${launchpadId}-${this.nextId()}`, expiresAt: new Date(this.clock.now().getTime() + 3_600_000).toISOString() };
    });
  }

  upsertContract(input: UpsertContractInput) {
    return this.run('upsertContract', [input], () => {
      const body = this.check('upsertContract', input);
      const launchpad = this.launchpad(body.launchpadId);
      const contract: Contract = { id: this.contracts.get(body.launchpadId)?.id ?? this.nextId(), ...body, syncedAt: null };
      this.contracts.set(body.launchpadId, contract);
      // As the API does: the launchpad follows its contract's chain and address.
      Object.assign(launchpad, { chain: body.chain, chainId: body.chainId, contractAddress: body.address });
      return contract;
    });
  }
  syncContract(input: SyncContractInput) {
    return this.run('syncContract', [input], () => {
      const contract = this.contracts.get(input.launchpadId);
      if (!contract) throw new NotFoundError(`no contract for launchpad ${input.launchpadId}`);
      contract.syncedAt = this.now();
      return contract;
    });
  }
  submitSingleMetadata(input: SubmitSingleMetadataInput) {
    return this.run('submitSingleMetadata', [input], () => {
      const body = this.check('submitSingleMetadata', input);
      this.launchpad(body.launchpadId);
      const now = this.now();
      const metadata: SingleMetadata = { ...body, status: 'SUBMITTED', submittedAt: now, updatedAt: now };
      this.singleMetadata.set(body.launchpadId, metadata);
      return metadata;
    });
  }
  submitMultiMetadata(input: SubmitMultiMetadataInput) {
    return this.run('submitMultiMetadata', [input], () => {
      const body = this.check('submitMultiMetadata', input);
      this.launchpad(body.launchpadId);
      const now = this.now();
      const metadata: MultiMetadata = { ...body, status: 'SUBMITTED', submittedAt: now, updatedAt: now };
      this.multiMetadata.set(body.launchpadId, metadata);
      return metadata;
    });
  }
  upsertSingleTokens(input: UpsertSingleTokensInput) {
    return this.run('upsertSingleTokens', [input], () => {
      const body = this.check('upsertSingleTokens', input);
      this.launchpad(body.launchpadId);
      const byId = new Map((this.singleTokens.get(body.launchpadId) ?? []).map((t) => [t.tokenId, t]));
      for (const token of body.tokens) byId.set(token.tokenId, token);
      this.singleTokens.set(body.launchpadId, [...byId.values()].sort((a, b) => a.tokenId - b.tokenId));
      return { count: body.tokens.length };
    });
  }
  getSingleMetadata(launchpadId: number) {
    return this.run('getSingleMetadata', [launchpadId], () => (this.launchpad(launchpadId), this.singleMetadata.get(launchpadId) ?? null));
  }
  getMultiMetadata(launchpadId: number) {
    return this.run('getMultiMetadata', [launchpadId], () => (this.launchpad(launchpadId), this.multiMetadata.get(launchpadId) ?? null));
  }
  getContractMetadata(launchpadId: number) {
    return this.run('getContractMetadata', [launchpadId], () => {
      this.launchpad(launchpadId);
      return { contract: this.contracts.get(launchpadId) ?? null, tokens: this.singleTokens.get(launchpadId) ?? [] };
    });
  }
  getDeploymentInfo(launchpadId: number) {
    return this.run('getDeploymentInfo', [launchpadId], () => {
      const launchpad = this.launchpad(launchpadId);
      const contract = this.contracts.get(launchpadId);
      return {
        launchpadId,
        chain: launchpad.chain,
        chainId: launchpad.chainId,
        contractAddress: contract?.address ?? launchpad.contractAddress,
        verification: contract ? ('UNCHECKED' as const) : null,
        checkedAt: null,
        deployedAt: null,
        transactionHash: null,
        blockNumber: null,
      };
    });
  }

  uploadImage(file: File, options?: UploadOptions) {
    return this.run('uploadImage', [file, options], () => {
      if (!['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(file.type)) {
        throw new ValidationError('PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.', 'image', { status: 415 });
      }
      options?.onUploadProgress?.(1);
      const uploaded = { url: `/local/uploads/${this.nextId()}-${file.name}`, contentType: file.type, size: file.size };
      this.uploads.push(uploaded);
      return uploaded;
    });
  }

  /** Records the call, answers on a later tick (as a network would) with a copy of the result. */
  private async run<T>(method: Method, args: unknown[], work: () => T | Promise<T>): Promise<T> {
    this.calls.push({ method, args });
    await Promise.resolve();
    const at = this.failures.findIndex((f) => f.method === undefined || f.method === method);
    if (at >= 0) throw this.failures.splice(at, 1)[0]!.error;
    return structuredClone(await work());
  }

  /** The contract's body schema decides, as on the server; the answer is the parsed (trimmed) input. */
  private check<T>(name: EndpointName, input: T): T {
    const schema = creatorsApi[name].body as v.GenericSchema | undefined;
    if (!schema) return input;
    const result = v.safeParse(schema, input);
    if (result.success) return result.output as T;
    const issue = result.issues[0];
    throw new ValidationError(issue.message, v.getDotPath(issue) ?? undefined, { status: 400 });
  }

  private launchpad(id: number): Launchpad {
    const found = this.launchpads.find((l) => l.id === id);
    if (!found) throw new NotFoundError(`launchpad ${id}`);
    return found;
  }

  private creator(id: number): Creator {
    const found = this.creators.find((c) => c.id === id);
    if (!found) throw new NotFoundError(`creator ${id}`);
    return found;
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private nextId(): number {
    this.serial += 1;
    return this.serial;
  }
}
