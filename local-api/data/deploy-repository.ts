import type { PendingDeploy } from '../../src/domain/contract/contract-deploy';
import type { TokenStandard } from '../../src/domain/contract/contract';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';

const COLUMNS = `launchpad_id AS launchpadId, chain_id AS chainId, standard, name, symbol, from_address AS "from",
  transaction_hash AS transactionHash, nonce, start_block AS startBlock, sent_at AS sentAt,
  base_updated_at AS contractVersion`;

/** The contract version column: SQL NULL for a record without one, the text 'null' for "no contract was kept". */
const baseColumn = (base: string | null | undefined) => (base === undefined ? null : (base ?? 'null'));
const baseless = ({ contractVersion: _version, ...rest }: PendingDeploy) => rest;

/**
 * One deploy in flight per launchpad, as the app kept it the moment the wallet returned its hash:
 * what another browser or device follows to its receipt. Finishing a deploy that went through also
 * writes its hash, block and time into the contract's deployment info.
 */
export class DeployRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  find(launchpadId: number): PendingDeploy | null {
    const row = prepared(this.db, `SELECT ${COLUMNS} FROM contract_deploys WHERE launchpad_id = ?`).get(launchpadId) as
      | (Omit<PendingDeploy, 'standard' | 'contractVersion'> & {
          standard: TokenStandard;
          contractVersion: string | null;
        })
      | undefined;
    if (!row) return null;
    // A record kept before deploys carried the contract's version has none (not null: "none kept").
    const { contractVersion, ...rest } = row;
    return contractVersion === null
      ? rest
      : { ...rest, contractVersion: contractVersion === 'null' ? null : contractVersion };
  }

  /** Inserts or replaces the launchpad's record (a sped-up replacement moves it to the new hash). */
  keep(deploy: PendingDeploy): PendingDeploy {
    prepared(
      this.db,
      `INSERT INTO contract_deploys (launchpad_id, chain_id, standard, name, symbol, from_address, transaction_hash, nonce,
         start_block, sent_at, base_updated_at, updated_at)
       VALUES (@launchpadId, @chainId, @standard, @name, @symbol, @from, @transactionHash, @nonce, @startBlock, @sentAt,
         @base, @now)
       ON CONFLICT (launchpad_id) DO UPDATE SET chain_id = excluded.chain_id, standard = excluded.standard, name = excluded.name,
         symbol = excluded.symbol, from_address = excluded.from_address, transaction_hash = excluded.transaction_hash,
         nonce = excluded.nonce, start_block = excluded.start_block, sent_at = excluded.sent_at,
         base_updated_at = excluded.base_updated_at, updated_at = excluded.updated_at`,
    ).run({ ...baseless(deploy), base: baseColumn(deploy.contractVersion), now: this.clock.now().toISOString() });
    return this.find(deploy.launchpadId)!;
  }

  /** Drops the record when it is still about `transactionHash` (a newer deploy is left alone). */
  remove(launchpadId: number, transactionHash: string): void {
    prepared(this.db, 'DELETE FROM contract_deploys WHERE launchpad_id = ? AND lower(transaction_hash) = lower(?)').run(
      launchpadId,
      transactionHash,
    );
  }

  /** Records the deploy in the kept contract's deployment info and ends the record; false without a kept contract. */
  deployed(
    launchpadId: number,
    transactionHash: string,
    blockNumber: number | null,
    deployedAt: string | null,
  ): boolean {
    return inTransaction(this.db, () => {
      const update = prepared(
        this.db,
        // The deployment's record, not the creator's choice: the contract's version stays.
        'UPDATE contracts SET transaction_hash = ?, block_number = ?, deployed_at = ? WHERE launchpad_id = ?',
      );
      const changed = update.run(transactionHash, blockNumber, deployedAt, launchpadId).changes > 0;
      if (changed) this.remove(launchpadId, transactionHash);
      return changed;
    });
  }
}
