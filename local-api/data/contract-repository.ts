import { getAddress } from 'ethers';
import type {
  ChainVerification,
  Contract,
  DeploymentInfo,
  UpsertContractInput,
} from '../../src/domain/contract/contract';
import type { Launchpad } from '../../src/domain/launchpad/launchpad';
import type { Clock } from '../clock';
import { nextUpdatedAt } from '../../src/domain/versioning/version-precondition';
import { inTransaction, prepared, type Db } from '../db/database';
import type { Precondition } from './precondition';

const COLUMNS = `id, launchpad_id AS launchpadId, chain, chain_id AS chainId, address, standard, name, symbol,
  owner_address AS ownerAddress, synced_at AS syncedAt, updated_at AS updatedAt`;

interface DeploymentRow {
  address: string;
  verification: ChainVerification | null;
  checkedAt: string | null;
  deployedAt: string | null;
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
      Contract | undefined;
  }

  /** True when another launchpad (anyone's) already has this chain id and address, as its contract or its address. */
  isTakenElsewhere(chainId: number, address: string, launchpadId: number): boolean {
    const taken = prepared(
      this.db,
      `SELECT 1 FROM contracts WHERE chain_id = @chainId AND lower(address) = lower(@address) AND launchpad_id <> @launchpadId
       UNION ALL
       SELECT 1 FROM launchpads WHERE chain_id = @chainId AND lower(contract_address) = lower(@address) AND id <> @launchpadId
       LIMIT 1`,
    );
    return taken.get({ chainId, address, launchpadId }) !== undefined;
  }

  /**
   * Inserts or replaces the launchpad's contract, once `precondition` holds for the kept one's version
   * (in the same transaction); the launchpad's address follows it.
   */
  upsert(
    input: UpsertContractInput,
    setLaunchpadAddress: (address: string) => void,
    precondition: Precondition,
  ): Contract {
    return inTransaction(this.db, () => {
      const current = this.findByLaunchpad(input.launchpadId)?.updatedAt ?? null;
      precondition(input.baseUpdatedAt, current);
      const now = nextUpdatedAt(this.clock.now(), current);
      const upsert = prepared(
        this.db,
        `INSERT INTO contracts (launchpad_id, chain, chain_id, address, standard, name, symbol, owner_address,
           created_at, updated_at)
         VALUES (@launchpadId, @chain, @chainId, @address, @standard, @name, @symbol, @ownerAddress, @now, @now)
         ON CONFLICT (launchpad_id) DO UPDATE SET chain = excluded.chain, chain_id = excluded.chain_id,
           address = excluded.address, standard = excluded.standard, name = excluded.name, symbol = excluded.symbol,
           owner_address = excluded.owner_address, updated_at = excluded.updated_at,
           synced_at = CASE WHEN lower(contracts.address) = lower(excluded.address) THEN contracts.synced_at END,
           verification = CASE WHEN lower(contracts.address) = lower(excluded.address) AND contracts.chain_id = excluded.chain_id
             THEN contracts.verification END,
           checked_at = CASE WHEN lower(contracts.address) = lower(excluded.address) AND contracts.chain_id = excluded.chain_id
             THEN contracts.checked_at END`,
      );
      // Kept in checksum form whatever case was sent, so the app shows one spelling of an address.
      const address = getAddress(input.address.toLowerCase());
      const ownerAddress = input.ownerAddress === null ? null : getAddress(input.ownerAddress.toLowerCase());
      setLaunchpadAddress(address);
      const { baseUpdatedAt: _base, ...values } = input;
      upsert.run({ ...values, address, ownerAddress, now });
      return this.findByLaunchpad(input.launchpadId)!;
    });
  }

  /** Marks the contract synced now with what the chain showed; undefined when the launchpad has no contract. */
  sync(
    launchpadId: number,
    found: { verification: ChainVerification; checkedAt: string | null },
  ): Contract | undefined {
    return inTransaction(this.db, () => {
      const now = this.clock.now().toISOString();
      const update = prepared(
        this.db,
        // What the chain showed is the API's finding, not the creator's choice: the version stays.
        'UPDATE contracts SET synced_at = ?, verification = ?, checked_at = ? WHERE launchpad_id = ?',
      );
      return update.run(now, found.verification, found.checkedAt, launchpadId).changes === 0
        ? undefined
        : this.findByLaunchpad(launchpadId);
    });
  }

  /**
   * Where the launchpad's contract stands on chain, as far as this API knows: what its last sync
   * found (`verification`), and deployment details only where they are recorded, never guessed.
   */
  deploymentInfo(launchpad: Launchpad): DeploymentInfo {
    const select = prepared(
      this.db,
      `SELECT address, verification, checked_at AS checkedAt, deployed_at AS deployedAt,
         transaction_hash AS transactionHash, block_number AS blockNumber FROM contracts WHERE launchpad_id = ?`,
    );
    const row = select.get(launchpad.id) as DeploymentRow | undefined;
    return {
      launchpadId: launchpad.id,
      chain: launchpad.chain,
      chainId: launchpad.chainId,
      contractAddress: row?.address ?? launchpad.contractAddress,
      verification: row ? (row.verification ?? 'UNCHECKED') : null,
      checkedAt: row?.checkedAt ?? null,
      deployedAt: row?.deployedAt ?? null,
      transactionHash: row?.transactionHash ?? null,
      blockNumber: row?.blockNumber ?? null,
    };
  }
}
