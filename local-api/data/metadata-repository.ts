import type {
  MultiMetadata,
  SingleMetadata,
  SingleToken,
  SubmitMultiMetadataInput,
  SubmitSingleMetadataInput,
} from '../../src/domain/metadata/collection-metadata';
import type { SocialLinks } from '../../src/domain/metadata/social-links';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';
import { nextUpdatedAt } from '../../src/domain/versioning/version-precondition';
import type { Precondition } from './precondition';

interface MetadataRow {
  launchpadId: number;
  kind: 'SINGLE' | 'MULTI';
  name: string;
  description: string;
  imageUrl: string | null;
  year: number | null;
  linksJson: string;
  tokenName: string | null;
  tokenDescription: string | null;
  mediaUrl: string | null;
  supply: number | null;
  status: 'DRAFT' | 'SUBMITTED';
  submittedAt: string | null;
  updatedAt: string | null;
}

const SELECT = `SELECT launchpad_id AS launchpadId, kind, name, description, image_url AS imageUrl, year,
  links_json AS linksJson, token_name AS tokenName, token_description AS tokenDescription, media_url AS mediaUrl,
  supply, status, submitted_at AS submittedAt, updated_at AS updatedAt
  FROM collection_metadata WHERE launchpad_id = ? AND kind = ?`;

const UPSERT = `INSERT INTO collection_metadata (launchpad_id, kind, name, description, image_url, year, links_json,
    token_name, token_description, media_url, supply, status, submitted_at, updated_at)
  VALUES (@launchpadId, @kind, @name, @description, @imageUrl, @year, @linksJson, @tokenName, @tokenDescription,
    @mediaUrl, @supply, @status, @submittedAt, @now)
  ON CONFLICT (launchpad_id) DO UPDATE SET kind = excluded.kind, name = excluded.name,
    description = excluded.description, image_url = excluded.image_url, year = excluded.year,
    links_json = excluded.links_json, token_name = excluded.token_name, token_description = excluded.token_description,
    media_url = excluded.media_url, supply = excluded.supply, status = excluded.status,
    submitted_at = coalesce(excluded.submitted_at, collection_metadata.submitted_at), updated_at = excluded.updated_at`;

function common(row: MetadataRow) {
  return {
    launchpadId: row.launchpadId,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    year: row.year,
    links: JSON.parse(row.linksJson) as SocialLinks,
    status: row.status,
    submittedAt: row.submittedAt,
    updatedAt: row.updatedAt,
  };
}

/** Collection metadata (one per launchpad, single or multi edition) and the single edition's tokens. */
export class MetadataRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  findSingle(launchpadId: number): SingleMetadata | undefined {
    const row = prepared(this.db, SELECT).get(launchpadId, 'SINGLE') as MetadataRow | undefined;
    return row && common(row);
  }

  findMulti(launchpadId: number): MultiMetadata | undefined {
    const row = prepared(this.db, SELECT).get(launchpadId, 'MULTI') as MetadataRow | undefined;
    return (
      row && {
        ...common(row),
        tokenName: row.tokenName ?? '',
        tokenDescription: row.tokenDescription ?? '',
        mediaUrl: row.mediaUrl,
        supply: row.supply,
      }
    );
  }

  /**
   * 제출 (`temporary: false`) records SUBMITTED and its time; 임시저장 keeps a DRAFT (an earlier
   * submission time stays on record). `alsoDo` runs in the same transaction, after the write (the
   * launchpad's review state).
   */
  submitSingle(input: SubmitSingleMetadataInput, alsoDo: () => void, precondition: Precondition): SingleMetadata {
    const { baseUpdatedAt, ...values } = input;
    return this.submit(
      { ...values, kind: 'SINGLE', tokenName: null, tokenDescription: null, mediaUrl: null, supply: null },
      alsoDo,
      () => this.findSingle(input.launchpadId)!,
      (current) => precondition(baseUpdatedAt, current),
    );
  }

  submitMulti(input: SubmitMultiMetadataInput, alsoDo: () => void, precondition: Precondition): MultiMetadata {
    const { baseUpdatedAt, ...values } = input;
    return this.submit(
      { ...values, kind: 'MULTI' },
      alsoDo,
      () => this.findMulti(input.launchpadId)!,
      (current) => precondition(baseUpdatedAt, current),
    );
  }

  /** Upserts tokens by token id, in one transaction; returns how many were written. */
  /** Writes `tokens` (replacing stored ids), each with the version `updatedAt`. */
  upsertTokens(launchpadId: number, tokens: readonly Omit<SingleToken, 'updatedAt'>[], updatedAt: string): number {
    return inTransaction(this.db, () => {
      const upsert = prepared(
        this.db,
        `INSERT INTO single_tokens (launchpad_id, token_id, name, description, image_url, attributes_json, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (launchpad_id, token_id) DO UPDATE SET name = excluded.name, description = excluded.description,
           image_url = excluded.image_url, attributes_json = excluded.attributes_json, updated_at = excluded.updated_at`,
      );
      for (const t of tokens) {
        upsert.run(launchpadId, t.tokenId, t.name, t.description, t.imageUrl, JSON.stringify(t.attributes), updatedAt);
      }
      return tokens.length;
    });
  }

  /** The stored version of each token of the launchpad, by id (null: stored before tokens had one). */
  tokenVersions(launchpadId: number): Map<number, string | null> {
    const rows = prepared(this.db, 'SELECT token_id, updated_at FROM single_tokens WHERE launchpad_id = ?')
      .raw()
      .all(launchpadId) as [number, string | null][];
    return new Map(rows);
  }

  tokenCount(launchpadId: number): number {
    return prepared(this.db, 'SELECT count(*) FROM single_tokens WHERE launchpad_id = ?')
      .pluck()
      .get(launchpadId) as number;
  }

  /** The saved tokens' images only: what a review needs of them (up to 10,000 short strings, not the tokens). */
  tokenImages(launchpadId: number): { imageUrl: string | null }[] {
    const select = prepared(this.db, 'SELECT image_url AS imageUrl FROM single_tokens WHERE launchpad_id = ?');
    return select.all(launchpadId) as { imageUrl: string | null }[];
  }

  tokens(launchpadId: number): SingleToken[] {
    const select = prepared(
      this.db,
      `SELECT token_id AS tokenId, name, description, image_url AS imageUrl, attributes_json AS attributesJson,
         updated_at AS updatedAt FROM single_tokens WHERE launchpad_id = ? ORDER BY token_id`,
    );
    const rows = select.all(launchpadId) as (Omit<SingleToken, 'attributes'> & { attributesJson: string })[];
    return rows.map(({ attributesJson, ...t }) => ({
      ...t,
      attributes: JSON.parse(attributesJson) as SingleToken['attributes'],
    }));
  }

  private submit<T>(
    values: Omit<SubmitSingleMetadataInput, 'temporary' | 'baseUpdatedAt'> & {
      temporary: boolean;
      kind: 'SINGLE' | 'MULTI';
      tokenName: string | null;
      tokenDescription: string | null;
      mediaUrl: string | null;
      supply: number | null;
    },
    alsoDo: () => void,
    read: () => T,
    check: (currentUpdatedAt: string | null) => void,
  ): T {
    return inTransaction(this.db, () => {
      const { links, temporary, ...rest } = values;
      const current = prepared(this.db, 'SELECT updated_at FROM collection_metadata WHERE launchpad_id = ?')
        .pluck()
        .get(values.launchpadId) as string | null | undefined;
      check(current ?? null);
      const now = nextUpdatedAt(this.clock.now(), current ?? null);
      prepared(this.db, UPSERT).run({
        ...rest,
        linksJson: JSON.stringify(links),
        status: temporary ? 'DRAFT' : 'SUBMITTED',
        submittedAt: temporary ? null : now,
        now,
      });
      alsoDo();
      return read();
    });
  }
}
