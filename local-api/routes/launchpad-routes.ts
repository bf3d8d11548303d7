import type { Hono } from 'hono';
import { creatorsApi } from '../../contract/creators-api';
import type { ApiEnv } from '../http/api-env';
import { badRequest, conflict, notFound } from '../http/errors';
import { messages } from '../http/messages';
import { route } from '../http/route';
import type { Services } from '../services';
import { requireChangeable } from './launch-lifecycle';
import { withPartsLeft } from './launch-review';
import { ownedLaunchpad } from './owned-launchpad';

/** A page when the app asks for no size (it asks for 1000 on the list screen). */
export const DEFAULT_PAGE_SIZE = 20;

export function registerLaunchpadRoutes(app: Hono<ApiEnv>, services: Services): void {
  const { launchpads } = services;

  route(app, creatorsApi.listLaunchpads, ({ userId, query }) => {
    const page = launchpads.list(userId, query.size ?? DEFAULT_PAGE_SIZE, query.page ?? 1);
    return { ...page, items: page.items.map((launchpad) => withPartsLeft(services, userId, launchpad)) };
  });

  route(app, creatorsApi.getLaunchpad, ({ userId, params }) => ownedLaunchpad(services, userId, params.id));

  route(app, creatorsApi.createLaunchpad, ({ userId, body }) => launchpads.create(userId, body), { status: 201 });

  route(app, creatorsApi.updateLaunchpad, ({ userId, params, body }) => {
    if (body.startAt && body.endAt && Date.parse(body.endAt) < Date.parse(body.startAt)) {
      throw badRequest(messages.launchpad.endBeforeStart, 'endAt');
    }
    const current = ownedLaunchpad(services, userId, params.id);
    // From 승인됨 on nothing changes; the chain and the contract address only while 작성 중, the address only to a free one.
    requireChangeable(current, 'content');
    if (body.chainId !== undefined && body.chainId !== current.chainId) {
      requireChangeable(current, 'contract');
      // The kept contract lives on the old chain: it goes with the change, and no address comes along unchecked.
      if (body.contractAddress !== null) throw badRequest(messages.launchpad.addressWithNewChain, 'contractAddress');
      // A deploy in flight is on the old chain: it ends first (the app waits for it too).
      if (services.deploys.find(current.id)) throw conflict(messages.launchpad.deployUnderWay, 'chainId');
    } else if ((body.contractAddress ?? '').toLowerCase() !== (current.contractAddress ?? '').toLowerCase()) {
      requireChangeable(current, 'contract');
      if (
        body.contractAddress &&
        services.contracts.isTakenElsewhere(current.chainId, body.contractAddress, current.id)
      ) {
        throw conflict(messages.contract.taken, 'contractAddress');
      }
    }
    const updated = launchpads.update(userId, params.id, body);
    if (!updated) throw notFound(messages.notFound.launchpad);
    return updated;
  });
}
