import { NotFoundError, ValidationError } from '../../src/application/errors/app-error';
import type { ContractsApi } from '../../src/application/ports/contracts-api';
import type { Contract, SyncContractInput, UpsertContractInput } from '../../src/domain/contract/contract';
import type {
  MultiMetadata,
  SingleMetadata,
  SubmitMultiMetadataInput,
  SingleTokenInput,
  SubmitSingleMetadataInput,
  UpsertSingleTokensInput,
} from '../../src/domain/metadata/collection-metadata';
import { isStaleBase } from '../../src/domain/versioning/version-precondition';
import type { FakeCreatorsServer } from './fake-creators-server';

/**
 * ContractsApi over the fake server: a launchpad's contract, metadata and tokens. As the local API
 * does, a kept contract moves its launchpad's chain and address, and the last part submitted its status;
 * the launch lifecycle refuses what it refuses (403).
 */
export class FakeContractsApi implements ContractsApi {
  constructor(private readonly server: FakeCreatorsServer) {}

  upsertContract(input: UpsertContractInput) {
    return this.server.run('upsertContract', [input], () => {
      const { baseUpdatedAt, ...body } = this.server.check('upsertContract', input);
      const launchpad = this.server.changeable(body.launchpadId, 'contract');
      // As the API: the contract is on the launchpad's own chain.
      if (body.chainId !== launchpad.chainId)
        throw new ValidationError('런치패드의 체인과 다른 체인입니다.', 'chainId', { status: 400 });
      const kept = this.server.contracts.get(body.launchpadId);
      // The API's precondition: a contract saved elsewhere since the step (or the deploy) found it is a conflict.
      this.server.unchanged(baseUpdatedAt, kept?.updatedAt ?? null);
      const contract: Contract = {
        id: kept?.id ?? this.server.nextId(),
        ...body,
        syncedAt: null,
        updatedAt: this.server.nextVersion(kept?.updatedAt ?? null),
      };
      this.server.contracts.set(body.launchpadId, contract);
      // As the API does: the launchpad follows its contract's address.
      Object.assign(launchpad, { contractAddress: body.address });
      return contract;
    });
  }

  syncContract(input: SyncContractInput) {
    return this.server.run('syncContract', [input], () => {
      const contract = this.server.contracts.get(input.launchpadId);
      if (!contract) throw new NotFoundError(`no contract for launchpad ${input.launchpadId}`);
      contract.syncedAt = this.server.now();
      return contract;
    });
  }

  submitSingleMetadata(input: SubmitSingleMetadataInput) {
    return this.server.run('submitSingleMetadata', [input], () => {
      const { temporary, baseUpdatedAt, ...body } = this.server.check('submitSingleMetadata', input);
      this.server.changeable(body.launchpadId, 'content');
      const existing = this.server.singleMetadata.get(body.launchpadId);
      this.server.unchanged(baseUpdatedAt, existing?.updatedAt ?? null);
      const metadata: SingleMetadata = { ...body, ...this.metadataState(temporary, existing) };
      this.server.singleMetadata.set(body.launchpadId, metadata);
      if (!temporary) this.server.submitted(body.launchpadId);
      return metadata;
    });
  }

  submitMultiMetadata(input: SubmitMultiMetadataInput) {
    return this.server.run('submitMultiMetadata', [input], () => {
      const { temporary, baseUpdatedAt, ...body } = this.server.check('submitMultiMetadata', input);
      this.server.changeable(body.launchpadId, 'content');
      const existing = this.server.multiMetadata.get(body.launchpadId);
      this.server.unchanged(baseUpdatedAt, existing?.updatedAt ?? null);
      const metadata: MultiMetadata = { ...body, ...this.metadataState(temporary, existing) };
      this.server.multiMetadata.set(body.launchpadId, metadata);
      if (!temporary) this.server.submitted(body.launchpadId);
      return metadata;
    });
  }

  upsertSingleTokens(input: UpsertSingleTokensInput) {
    return this.server.run('upsertSingleTokens', [input], () => {
      const body = this.server.check('upsertSingleTokens', input);
      this.server.changeable(body.launchpadId, 'content');
      const byId = new Map((this.server.singleTokens.get(body.launchpadId) ?? []).map((t) => [t.tokenId, t]));
      // The API's precondition, token by token: one changed since it was loaded is a conflict, the rest save.
      const stale = (t: SingleTokenInput) => isStaleBase(t.baseUpdatedAt, byId.get(t.tokenId)?.updatedAt ?? null);
      const conflicts = body.tokens
        .filter(stale)
        .map((t) => ({ tokenId: t.tokenId, current: byId.get(t.tokenId) ?? null }));
      const written = body.tokens.filter((t) => !conflicts.some((c) => c.tokenId === t.tokenId));
      const updatedAt = this.server.nextVersion(null);
      for (const { baseUpdatedAt: _base, ...token } of written) byId.set(token.tokenId, { ...token, updatedAt });
      this.server.singleTokens.set(
        body.launchpadId,
        [...byId.values()].sort((a, b) => a.tokenId - b.tokenId),
      );
      return { launchpadId: body.launchpadId, count: written.length, updatedAt, conflicts };
    });
  }

  getSingleMetadata(launchpadId: number) {
    return this.server.run(
      'getSingleMetadata',
      [launchpadId],
      () => (this.server.launchpad(launchpadId), this.server.singleMetadata.get(launchpadId) ?? null),
    );
  }

  getMultiMetadata(launchpadId: number) {
    return this.server.run(
      'getMultiMetadata',
      [launchpadId],
      () => (this.server.launchpad(launchpadId), this.server.multiMetadata.get(launchpadId) ?? null),
    );
  }

  getContractMetadata(launchpadId: number) {
    return this.server.run('getContractMetadata', [launchpadId], () => {
      this.server.launchpad(launchpadId);
      return {
        contract: this.server.contracts.get(launchpadId) ?? null,
        tokens: this.server.singleTokens.get(launchpadId) ?? [],
      };
    });
  }

  getDeploymentInfo(launchpadId: number) {
    return this.server.run('getDeploymentInfo', [launchpadId], () => {
      const launchpad = this.server.launchpad(launchpadId);
      const contract = this.server.contracts.get(launchpadId);
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

  /** As the local API: 제출 records SUBMITTED (the launch goes to review on its last part); 임시저장 keeps a DRAFT. */
  private metadataState(
    temporary: boolean,
    existing: { submittedAt: string | null; updatedAt: string | null } | undefined,
  ) {
    const updatedAt = this.server.nextVersion(existing?.updatedAt ?? null);
    if (temporary) return { status: 'DRAFT' as const, submittedAt: existing?.submittedAt ?? null, updatedAt };
    return { status: 'SUBMITTED' as const, submittedAt: updatedAt, updatedAt };
  }
}
