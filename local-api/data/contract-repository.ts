import type { Contract, DeploymentInfo, UpsertContractInput } from '../../src/domain/contract/contract';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import type { Clock } from '../clock';
import { inTransaction, prepared, type Db } from '../db/database';

const COLUMNS = `id, launchpad_id AS launchpadId, chain, chain_id AS chainId, address, standard, name, symbol,
  owner_address AS ownerAddress, synced_at AS syncedAt`;

interface DeploymentRow {
  address: string;
  deployedAt: string | null;
  createdAt: string;
  transactionHash: string | null;
  blockNumber: number | null;
}

/** The contract kept for each launchpad (one per launchpad), as the app read it on chain. */
export class ContractRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  findByLaunchpad(launchpadId: number): Contract | undefined {
    return prepared(this.db, `SELECT ${COLUMNS} FROM contracts WHERE launchpad_id = ?`).get(launchpadId) as
      | Contract
      | undefined;
  }

  /** Inserts or replaces the launchpad's contract; the launchpad's address follows it. */
  upsert(input: UpsertContractInput, setLaunchpadAddress: (address: string) => void): Contract {
    return inTransaction(this.db, () => {
      const now = this.clock.now().toISOString();
      const upsert = prepared(
        this.db,
        `INSERT INTO contracts (launchpad_id, chain, chain_id, address, standard, name, symbol, owner_address,
           created_at, updated_at)
         VALUES (@launchpadId, @chain, @chainId, @address, @standard, @name, @symbol, @ownerAddress, @now, @now)
         ON CONFLICT (launchpad_id) DO UPDATE SET chain = excluded.chain, chain_id = excluded.chain_id,
           address = excluded.address, standard = excluded.standard, name = excluded.name, symbol = excluded.symbol,
           owner_address = excluded.owner_address, updated_at = excluded.updated_at,
           synced_at = CASE WHEN lower(contracts.address) = lower(excluded.address) THEN contracts.synced_at END`,
      );
      upsert.run({ ...input, now });
      setLaunchpadAddress(input.address);
      return this.findByLaunchpad(input.launchpadId)!;
    });
  }

  /** Marks the contract synced now; undefined when the launchpad has no contract. */
  sync(launchpadId: number): Contract | undefined {
    return inTransaction(this.db, () => {
      const now = this.clock.now().toISOString();
      const update = prepared(this.db, 'UPDATE contracts SET synced_at = ?, updated_at = ? WHERE launchpad_id = ?');
      return update.run(now, now, launchpadId).changes === 0 ? undefined : this.findByLaunchpad(launchpadId);
    });
  }

  /** A contract the app registered exists on chain (it checked the code): that is "deployed". */
  deploymentInfo(launchpad: Launchpad): DeploymentInfo {
    const select = prepared(
      this.db,
      `SELECT address, deployed_at AS deployedAt, created_at AS createdAt, transaction_hash AS transactionHash,
         block_number AS blockNumber FROM contracts WHERE launchpad_id = ?`,
    );
    const row = select.get(launchpad.id) as DeploymentRow | undefined;
    return {
      launchpadId: launchpad.id,
      chain: launchpad.chain,
      chainId: launchpad.chainId,
      contractAddress: row?.address ?? launchpad.contractAddress,
      deployed: row !== undefined,
      deployedAt: row ? (row.deployedAt ?? row.createdAt) : null,
      transactionHash: row?.transactionHash ?? null,
      blockNumber: row?.blockNumber ?? null,
    };
  }
}
