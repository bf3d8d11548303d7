import * as v from 'valibot';
import { creatorsApi, type EndpointName } from '../../contract/creators-api';
import { NotFoundError, ValidationError, type AppError } from '../../src/application/errors/app-error';
import type { Clock } from '../../src/application/ports/clock';
import type { CreatorsApi, UploadedFile } from '../../src/application/ports/creators-api';
import type { AuctionDescription } from '../../src/domain/auction/auction-description';
import type { Contract } from '../../src/domain/contract/contract';
import type { Creator } from '../../src/domain/creator/creator';
import { partChange, type LaunchPart } from '../../src/domain/launchpad/launch-lifecycle';
import { goesToReview, launchProgress, type LaunchProgress } from '../../src/domain/launchpad/launch-progress';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import type { MultiMetadata, SingleMetadata, SingleToken } from '../../src/domain/metadata/collection-metadata';
import type { UserInfo } from '../../src/domain/user/user-info';
import { isStaleBase, nextUpdatedAt } from '../../src/domain/versioning/version-precondition';
import type { Eoa } from '../../src/domain/wallet/eoa';
import { FakeTokenExchange } from './fake-token-exchange';
import { FixedClock } from './fixed-clock';
import { sampleContract, sampleCreator, sampleLaunchpads, sampleUserInfo } from './sample-data';

/** The local API's 409 sentence (local-api/http/messages.ts). */
const CONFLICT_MESSAGE = '다른 곳에서 먼저 저장된 내용이 있습니다. 최신 내용을 확인한 뒤 다시 저장해 주세요.';

/** A call of the creators API, by its method's name (the areas' fakes record theirs here). */
export type ApiMethod = keyof CreatorsApi;

/**
 * The creators API's server side in memory, shared by the per-area fakes (fake-*-api.ts): the data,
 * seeded like the local API's demo account, the log of calls and the failures queued on purpose.
 * The areas share it because their data belongs together (a launchpad's contract, metadata and
 * auction description; the launchpad follows its contract). Inputs are checked with the contract's
 * schemas (bad input fails with ValidationError as the server would), unknown ids with
 * NotFoundError, a write the launch lifecycle refuses with the API's 403 (as the HTTP adapter maps
 * it: ValidationError, status 403, the API's sentence); answers are copies.
 */
export class FakeCreatorsServer {
  readonly tokens = new FakeTokenExchange();
  readonly calls: { method: ApiMethod; args: unknown[] }[] = [];
  launchpads: Launchpad[] = sampleLaunchpads();
  creators: Creator[] = [
    sampleCreator(),
    sampleCreator({
      id: 2,
      name: '하늘스튜디오',
      description: '',
      youtubeUrl: '',
      instagramUrl: '',
      xUrl: 'https://x.com/haneulstudio',
      status: 'DRAFT',
      submittedAt: null,
    }),
  ];
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
  private failures: { error: AppError; method: ApiMethod | undefined }[] = [];
  private serial = 100;

  constructor(readonly clock: Clock = new FixedClock()) {}

  /** The next call (of `method`, or any) rejects with `error`. Queue several by calling again. */
  failNext(error: AppError, method?: ApiMethod): void {
    this.failures.push({ error, method });
  }

  callsOf(method: ApiMethod): unknown[][] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  /** Records the call, answers on a later tick (as a network would) with a copy of the result. */
  async run<T>(method: ApiMethod, args: unknown[], work: () => T | Promise<T>): Promise<T> {
    this.calls.push({ method, args });
    await Promise.resolve();
    const at = this.failures.findIndex((f) => f.method === undefined || f.method === method);
    if (at >= 0) throw this.failures.splice(at, 1)[0]!.error;
    return structuredClone(await work());
  }

  /** The contract's body schema decides, as on the server; the answer is the parsed (trimmed) input. */
  check<T>(name: EndpointName, input: T): T {
    const schema = creatorsApi[name].body as v.GenericSchema | undefined;
    if (!schema) return input;
    const result = v.safeParse(schema, input);
    if (result.success) return result.output as T;
    const issue = result.issues[0];
    throw new ValidationError(issue.message, v.getDotPath(issue) ?? undefined, { status: 400 });
  }

  /** The kept launchpad itself (not a copy), or NotFoundError as the server answers an unknown id. */
  launchpad(id: number): Launchpad {
    const found = this.launchpads.find((l) => l.id === id);
    if (!found) throw new NotFoundError(`launchpad ${id}`);
    return found;
  }

  /** The kept launchpad, when its state lets `part` change; otherwise the API's 403, as the local API answers. */
  changeable(id: number, part: LaunchPart): Launchpad {
    const launchpad = this.launchpad(id);
    const change = partChange(launchpad.status, part);
    if (!change.allowed) throw new ValidationError(change.reason, undefined, { status: 403 });
    return launchpad;
  }

  /**
   * The API's precondition (docs/api-rules.md, "No silent overwrite"): a save based on another version
   * than the stored one is refused as the HTTP adapter maps the 409 (ValidationError at `baseUpdatedAt`).
   */
  unchanged(base: string | null | undefined, current: string | null, field = 'baseUpdatedAt'): void {
    if (isStaleBase(base, current)) throw new ValidationError(CONFLICT_MESSAGE, field, { status: 409 });
  }

  /** The next version of a record saved now: later than the stored one, as the local API's. */
  nextVersion(current: string | null): string {
    return nextUpdatedAt(this.clock.now(), current);
  }

  /** Where a launch stands, by the domain's rule, from what the server holds (as the local API reads it). */
  progress(launchpadId: number): LaunchProgress {
    const launchpad = this.launchpad(launchpadId);
    const single = launchpad.collectionType === 'SINGLE';
    return launchProgress({
      launchpad,
      contract: this.contracts.get(launchpadId) ?? null,
      eoa: this.eoa?.address ?? null,
      metadata: (single ? this.singleMetadata : this.multiMetadata).get(launchpadId) ?? null,
      tokens: single ? (this.singleTokens.get(launchpadId) ?? []) : [],
      auction: this.auctionDescriptions.find((d) => d.launchpadId === launchpadId) ?? null,
    });
  }

  /**
   * After an accepted 제출 of a part: as the local API, a 작성 중 launch goes to 심사 when that was its
   * last part and everything a review needs is there (the domain's `goesToReview`), never on one part alone.
   */
  submitted(launchpadId: number): void {
    if (goesToReview(this.progress(launchpadId))) this.launchpad(launchpadId).status = 'IN_REVIEW';
  }

  now(): string {
    return this.clock.now().toISOString();
  }

  nextId(): number {
    this.serial += 1;
    return this.serial;
  }
}
