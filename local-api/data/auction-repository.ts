import { randomBytes } from 'node:crypto';
import type {
  AuctionDescription,
  AuctionItem,
  PreviewKey,
  SubmitAuctionDescriptionInput,
} from '../../src/domain/auction/auction-description';
import type { SocialLinks } from '../../src/domain/metadata/social-links';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';
import { nextUpdatedAt } from '../../src/domain/versioning/version-precondition';
import type { Precondition } from './precondition';

/** How long a preview link made with 미리보기 stays valid. */
export const PREVIEW_KEY_TTL_SECONDS = 30 * 60;

/** What a preview key opens: that launchpad's description, or why there is nothing to show. */
export type PreviewLookup =
  | { kind: 'found'; description: AuctionDescription | null; launchpadId: number; expiresAt: string }
  | { kind: 'expired' }
  | { kind: 'unknown' };

interface DescriptionRow extends Omit<AuctionDescription, 'items' | 'links' | 'visible'> {
  itemsJson: string;
  linksJson: string;
  visible: 0 | 1;
}

const SELECT = `SELECT id, launchpad_id AS launchpadId, title, artist_name AS artistName, summary,
  items_json AS itemsJson, visible, project_info AS projectInfo, links_json AS linksJson, status,
  updated_at AS updatedAt, submitted_at AS submittedAt FROM auction_descriptions WHERE launchpad_id = ?`;

const UPSERT = `INSERT INTO auction_descriptions (launchpad_id, title, artist_name, summary, items_json, visible,
    project_info, links_json, status, updated_at, submitted_at)
  VALUES (@launchpadId, @title, @artistName, @summary, @itemsJson, @visible, @projectInfo, @linksJson, @status,
    @now, @submittedAt)
  ON CONFLICT (launchpad_id) DO UPDATE SET title = excluded.title, artist_name = excluded.artist_name,
    summary = excluded.summary, items_json = excluded.items_json, visible = excluded.visible,
    project_info = excluded.project_info, links_json = excluded.links_json, status = excluded.status,
    updated_at = excluded.updated_at, submitted_at = coalesce(excluded.submitted_at, auction_descriptions.submitted_at)`;

/** The auction description of each launchpad (one per launchpad) and its preview keys. */
export class AuctionRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly previewTtlSeconds = PREVIEW_KEY_TTL_SECONDS,
  ) {}

  list(launchpadId: number): AuctionDescription[] {
    const rows = prepared(this.db, SELECT).all(launchpadId) as DescriptionRow[];
    return rows.map(({ itemsJson, linksJson, visible, ...rest }) => ({
      ...rest,
      visible: visible === 1,
      items: JSON.parse(itemsJson) as AuctionItem[],
      links: JSON.parse(linksJson) as SocialLinks,
    }));
  }

  /**
   * 임시저장 (temporary) keeps a DRAFT; 제출 records SUBMITTED and its time. `alsoDo` runs in the same
   * transaction, after the write (the launchpad's review state).
   */
  submit(
    input: SubmitAuctionDescriptionInput,
    precondition: Precondition,
    alsoDo: () => void = () => undefined,
  ): AuctionDescription {
    return inTransaction(this.db, () => {
      const { items, links, temporary, visible, baseUpdatedAt, ...rest } = input;
      const current = prepared(this.db, 'SELECT updated_at FROM auction_descriptions WHERE launchpad_id = ?')
        .pluck()
        .get(input.launchpadId) as string | null | undefined;
      precondition(baseUpdatedAt, current ?? null);
      const now = nextUpdatedAt(this.clock.now(), current ?? null);
      prepared(this.db, UPSERT).run({
        ...rest,
        itemsJson: JSON.stringify(items),
        linksJson: JSON.stringify(links),
        visible: visible ? 1 : 0,
        status: temporary ? 'DRAFT' : 'SUBMITTED',
        submittedAt: temporary ? null : now,
        now,
      });
      alsoDo();
      return this.list(input.launchpadId)[0]!;
    });
  }

  createPreviewKey(launchpadId: number): PreviewKey {
    return inTransaction(this.db, () => {
      const now = this.clock.now();
      const key = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now.getTime() + this.previewTtlSeconds * 1000).toISOString();
      const prune = prepared(this.db, 'DELETE FROM auction_preview_keys WHERE launchpad_id = ? AND expires_at <= ?');
      prune.run(launchpadId, now.toISOString());
      const insert = prepared(
        this.db,
        'INSERT INTO auction_preview_keys (key, launchpad_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      );
      insert.run(key, launchpadId, now.toISOString(), expiresAt);
      return { key, expiresAt };
    });
  }

  /** The description a preview key shows: only its own launchpad's, and only until it expires. */
  findByPreviewKey(key: string): PreviewLookup {
    const row = prepared(
      this.db,
      'SELECT launchpad_id AS launchpadId, expires_at AS expiresAt FROM auction_preview_keys WHERE key = ?',
    ).get(key) as { launchpadId: number; expiresAt: string } | undefined;
    if (!row) return { kind: 'unknown' };
    if (Date.parse(row.expiresAt) <= this.clock.now().getTime()) return { kind: 'expired' };
    return {
      kind: 'found',
      description: this.list(row.launchpadId)[0] ?? null,
      launchpadId: row.launchpadId,
      expiresAt: row.expiresAt,
    };
  }
}
