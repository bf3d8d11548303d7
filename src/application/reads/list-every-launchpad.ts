import type { LaunchpadList } from '../../domain/launchpad/launchpad';
import type { LaunchpadsApi } from '../ports/launchpads-api';

/** More pages than this is not a creator's list but a fault: stop rather than loop. */
const MAX_PAGES = 100;

/**
 * Every launchpad of the creator: the first page of `size` (requirements §9: 1000), then the next pages
 * while the API's `total` says there are more, so the list, its counts and its search never miss
 * one. A launchpad that moves between pages while they load is kept once. Rejects as the API does.
 */
export async function listEveryLaunchpad(api: LaunchpadsApi, size: number): Promise<LaunchpadList> {
  const first = await api.listLaunchpads({ size });
  const seen = new Set(first.items.map((item) => item.id));
  const items = [...first.items];
  let total = first.total;
  for (let page = 2; items.length < total && page <= MAX_PAGES; page += 1) {
    const next = await api.listLaunchpads({ size, page });
    total = next.total;
    if (next.items.length === 0) break;
    for (const item of next.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { items, total };
}
