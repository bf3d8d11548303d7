import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { TokenStandard } from '../../src/domain/contract/contract';
import type { CollectionType } from '../../src/domain/launchpad/launchpad';
import type { ApiEnv } from '../http/api-env';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { readParamsAndQuery } from '../http/read-request';
import { route } from '../http/route';
import type { Services } from '../services';
import { requireChangeable } from './launch-lifecycle';
import { ownedLaunchpad } from './owned-launchpad';
import { requireUnchanged } from './require-unchanged';

/** A single-edition collection is an ERC-721 contract, a multi-edition one ERC-1155. */
const standardOf: Record<CollectionType, TokenStandard> = { SINGLE: 'ERC721', MULTI: 'ERC1155' };

export function registerContractRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { contracts, launchpads } = services;

  /** One chain and address belong to one launchpad, whoever's it is (409 at the address). */
  const requireFree = (chainId: number, address: string, launchpadId: number) => {
    if (contracts.isTakenElsewhere(chainId, address, launchpadId)) throw conflict(messages.contract.taken, 'address');
  };

  /** Where the chain can be read, the contract's owner() must be the creator's registered EOA. */
  const requireOwnedByEoa = async (userId: string, chainId: number, address: string) => {
    const reading = await services.readContractOwner(chainId, address);
    if (reading.kind === 'unchecked') return;
    if (reading.kind === 'unreachable') throw badRequest(messages.contract.ownerUnreadable, 'address');
    // No owner() (AccessControl, an uninitialised proxy): nothing to compare, as the contract check says.
    if (reading.owner === null) return;
    const eoa = services.eoas.find(userId);
    if (!eoa) throw forbidden(messages.contract.noEoa, 'address');
    if (reading.owner.toLowerCase() !== eoa.address.toLowerCase()) {
      throw forbidden(messages.contract.wrongOwner, 'address');
    }
  };

  route(app, creatorsApi.upsertContract, async ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    requireChangeable(launchpad, 'contract');
    const expected = standardOf[launchpad.collectionType];
    if (body.standard !== expected) {
      throw badRequest(messages.launchpad.standardMismatch(expected), 'standard');
    }
    // The contract is on the launchpad's own chain (changing the chain is a launchpad setting: PUT launchpads/{id}).
    if (body.chainId !== launchpad.chainId) throw badRequest(messages.launchpad.chainMismatch, 'chainId');
    requireFree(body.chainId, body.address, launchpad.id);
    await requireOwnedByEoa(userId, body.chainId, body.address);
    // Checked again inside the write (the owner's read awaited the chain), so a chain changed meanwhile, or
    // two creators racing for one address, cannot slip through; a contract saved since the base is a conflict.
    return contracts.upsert(
      body,
      (address) => {
        const now = ownedLaunchpad(services, userId, launchpad.id);
        requireChangeable(now, 'contract');
        if (body.chainId !== now.chainId) throw badRequest(messages.launchpad.chainMismatch, 'chainId');
        requireFree(body.chainId, address, launchpad.id);
        launchpads.setContract(launchpad.id, address, body.chain, body.chainId);
      },
      requireUnchanged,
    );
  });

  route(app, creatorsApi.syncContract, async ({ userId, body }) => {
    ownedLaunchpad(services, userId, body.launchpadId);
    const kept = contracts.findByLaunchpad(body.launchpadId);
    if (!kept) throw notFound(messages.notFound.contract);
    // Read the chain again where an endpoint is configured; the answer is what deployment info shows.
    const found = await services.verifyContract(
      kept.chainId,
      kept.address,
      kept.standard,
      services.clock.now().toISOString(),
    );
    const contract = contracts.sync(body.launchpadId, found);
    if (!contract) throw notFound(messages.notFound.contract);
    return contract;
  });

  // Up to 10,000 tokens of the largest size: read, written as JSON and streamed by the token
  // reader's thread, so other users' requests are not held meanwhile. The answer is not checked
  // against the response schema here (that is the main-thread work this avoids): the rows were
  // checked by the same schema when written, and tokenJson writes them in its shape.
  app.get(creatorsApi.getContractMetadata.path, (c) => {
    const { query } = readParamsAndQuery(creatorsApi.getContractMetadata, c) as { query: { launchpadId: number } };
    ownedLaunchpad(services, c.get('userId'), query.launchpadId);
    // Gzipped on that thread too (the compress middleware leaves an answer with its encoding set alone).
    const gzip = /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');
    const headers: Record<string, string> = {
      'content-type': 'application/json; charset=UTF-8',
      vary: 'Accept-Encoding',
    };
    if (gzip) headers['content-encoding'] = 'gzip';
    return c.body(services.tokenReader.stream(query.launchpadId, gzip), 200, headers);
  });

  route(app, creatorsApi.getDeploymentInfo, ({ userId, query }) =>
    contracts.deploymentInfo(ownedLaunchpad(services, userId, query.launchpadId)),
  );
}
