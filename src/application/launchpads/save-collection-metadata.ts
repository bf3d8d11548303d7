import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import {
  submitMultiMetadataInputSchema,
  submitSingleMetadataInputSchema,
  type MultiMetadata,
  type SingleMetadata,
  type SubmitMultiMetadataInput,
  type SubmitSingleMetadataInput,
} from '../../domain/metadata/collection-metadata';
import { koreanYear } from '../../domain/time/korean-year';
import { createNullableYearSchema } from '../../domain/validation/rules';
import { Clock } from '../ports/clock';
import { ContractsApi } from '../ports/contracts-api';
import { parseInput } from '../validation/parse-input';
import { LaunchGuard } from './launch-lock';
import { LaunchpadCache } from './launchpad-cache';

/**
 * Saves a launchpad's collection metadata (step 2): `temporary: true` keeps a DRAFT (임시저장, blanks
 * allowed; 저장 of a complete one), `false` is 제출 (recorded as SUBMITTED: sent by 심사 요청, or a
 * change under 심사; the launch goes to review only when its last part is submitted).
 * The input is checked with the domain rules first, the year against the current year in Korea;
 * throws ValidationError with the field (`name`, `links.x`, `year`, …) before any call, LaunchLockedError
 * from 승인됨 on (the launch is read-only), and
 * whatever CreatorsApi throws otherwise. What the API answers replaces the cached metadata; after 제출
 * the launchpad and the list refetch (its status).
 */
@injectable()
export class SaveCollectionMetadata {
  constructor(
    @inject(ContractsApi) private readonly api: ContractsApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(LaunchpadCache) private readonly cache: LaunchpadCache,
    @inject(LaunchGuard) private readonly guard: LaunchGuard,
  ) {}

  async single(input: SubmitSingleMetadataInput): Promise<SingleMetadata> {
    const checked = this.checked(submitSingleMetadataInputSchema, input);
    await this.guard.require(input.launchpadId, 'content');
    const saved = await this.api.submitSingleMetadata(checked);
    this.cache.metadataSaved(input.launchpadId, 'SINGLE', saved, !input.temporary);
    return saved;
  }

  async multi(input: SubmitMultiMetadataInput): Promise<MultiMetadata> {
    const checked = this.checked(submitMultiMetadataInputSchema, input);
    await this.guard.require(input.launchpadId, 'content');
    const saved = await this.api.submitMultiMetadata(checked);
    this.cache.metadataSaved(input.launchpadId, 'MULTI', saved, !input.temporary);
    return saved;
  }

  private checked<S extends v.GenericSchema<unknown, { year: number | null }>>(
    schema: S,
    input: unknown,
  ): v.InferOutput<S> {
    const parsed = parseInput(schema, input);
    parseInput(v.object({ year: createNullableYearSchema(koreanYear(this.clock.now())) }), { year: parsed.year });
    return parsed;
  }
}
