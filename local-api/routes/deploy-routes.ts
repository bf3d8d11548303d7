import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { TokenStandard } from '../../src/domain/contract/contract';
import type { CollectionType } from '../../src/domain/launchpad/launchpad';
import type { ApiEnv } from '../http/api-env';
import { badRequest, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { route } from '../http/route';
import type { Services } from '../services';
import { ownedLaunchpad } from './owned-launchpad';

const standardOf: Record<CollectionType, TokenStandard> = { SINGLE: 'ERC721', MULTI: 'ERC1155' };

/** The server's side of a deploy in flight: kept, read back by any visit, and finished. */
export function registerDeployRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { deploys, contracts } = services;

  route(app, creatorsApi.getPendingDeploy, ({ userId, query }) => {
    ownedLaunchpad(services, userId, query.launchpadId);
    return { deploy: deploys.find(query.launchpadId) };
  });

  route(app, creatorsApi.keepPendingDeploy, ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    if (body.standard !== standardOf[launchpad.collectionType]) {
      throw badRequest(messages.launchpad.standardMismatch(standardOf[launchpad.collectionType]), 'standard');
    }
    // The contract is deployed on the launchpad's own chain.
    if (body.chainId !== launchpad.chainId) throw badRequest(messages.launchpad.chainMismatch, 'chainId');
    return deploys.keep(body);
  });

  route(app, creatorsApi.finishDeploy, ({ userId, body }) => {
    const launchpad = ownedLaunchpad(services, userId, body.launchpadId);
    // FAILED, or SUPERSEDED (the creator kept the contract saved since): the record ends, the contract stays.
    if (body.result !== 'DEPLOYED') deploys.remove(body.launchpadId, body.transactionHash);
    else if (!deploys.deployed(body.launchpadId, body.transactionHash, body.blockNumber, body.deployedAt)) {
      throw notFound(messages.notFound.contract);
    }
    return contracts.deploymentInfo(services.launchpads.findOwned(userId, launchpad.id) ?? launchpad);
  });
}
