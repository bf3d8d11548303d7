import { inject, injectable } from 'inversify';
import type { Contract } from '../../domain/contract/contract';
import type { CollectionType } from '../../domain/launchpad/launchpad';
import {
  linkFields,
  metadataFormValuesOf,
  multiMetadataInput,
  singleMetadataInput,
  type MetadataFormValues,
  type SavedMetadata,
} from '../../domain/metadata/metadata-form';
import { koreanYear } from '../../domain/time/korean-year';
import { Clock } from '../ports/clock';
import { SaveCollectionMetadata } from './save-collection-metadata';

/** What the step's form opens with, and the links to flag at once. */
export interface MetadataOpening {
  values: MetadataFormValues;
  /** Links stored under older rules (an old twitter.com URL) show as stored, flagged at their field. */
  flagged: (typeof linkFields)[number][];
}

/**
 * Step 2 (메타데이터) of a launchpad, single or multi edition: what its form opens from (the saved
 * metadata, or the contract's name for a first visit), the year rule's bound (this year in Korea),
 * how a save is sent (임시저장 or 제출, based on the
 * version the form was loaded from).
 */
@injectable()
export class CollectionMetadataStep {
  constructor(
    @inject(SaveCollectionMetadata) private readonly saveMetadata: SaveCollectionMetadata,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Korean time: the year rule's upper bound (requirements §5). */
  currentYear(): number {
    return koreanYear(this.clock.now());
  }

  now(): Date {
    return this.clock.now();
  }

  opening(saved: SavedMetadata | null, contract: Contract | null): MetadataOpening {
    const values = metadataFormValuesOf(saved, contract);
    return { values, flagged: linkFields.filter((name) => values[name] !== '') };
  }

  /**
   * 임시저장 (`temporary`) or 제출 of the typed values; a record saved elsewhere since `baseUpdatedAt`
   * is a conflict (the API refuses it), not overwritten. The answer goes into the cache.
   */
  save(
    kind: CollectionType,
    launchpadId: number,
    values: MetadataFormValues,
    temporary: boolean,
    baseUpdatedAt: string | null | undefined,
  ): Promise<SavedMetadata> {
    return kind === 'SINGLE'
      ? this.saveMetadata.single({ ...singleMetadataInput(values, launchpadId, temporary), baseUpdatedAt })
      : this.saveMetadata.multi({ ...multiMetadataInput(values, launchpadId, temporary), baseUpdatedAt });
  }
}
