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

/**
 * Saves a launchpad's collection metadata (step 2): `temporary: true` is 임시저장 (kept as a DRAFT,
 * blanks allowed), `false` is 제출 (recorded as SUBMITTED; a DRAFT launchpad goes to review).
 * The input is checked with the domain rules first, the year against the current year in Korea;
 * throws ValidationError with the field (`name`, `links.x`, `year`, …) before any call, and
 * whatever CreatorsApi throws otherwise.
 */
@injectable()
export class SaveCollectionMetadata {
  constructor(
    @inject(ContractsApi) private readonly api: ContractsApi,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async single(input: SubmitSingleMetadataInput): Promise<SingleMetadata> {
    return this.api.submitSingleMetadata(this.checked(submitSingleMetadataInputSchema, input));
  }

  async multi(input: SubmitMultiMetadataInput): Promise<MultiMetadata> {
    return this.api.submitMultiMetadata(this.checked(submitMultiMetadataInputSchema, input));
  }

  private checked<S extends v.GenericSchema<unknown, { year: number | null }>>(schema: S, input: unknown): v.InferOutput<S> {
    const parsed = parseInput(schema, input);
    parseInput(v.object({ year: createNullableYearSchema(koreanYear(this.clock.now())) }), { year: parsed.year });
    return parsed;
  }
}
