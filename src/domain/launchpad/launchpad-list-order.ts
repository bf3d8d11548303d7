import type { Launchpad, LaunchpadStatus } from './launchpad';

export type LaunchpadSort = 'created' | 'name';

/** A launchpad with the text a search looks in (its name and contract address, lower case). */
export interface SearchableLaunchpad {
  item: Launchpad;
  text: string;
}

/** What the list shows: '' is every status or chain; the search matches the name or the contract address, ignoring case. */
export interface LaunchpadListFilter {
  search: string;
  status: LaunchpadStatus | '';
  chainId: number | '';
}

const byName = new Intl.Collator('ko-KR', { numeric: true });

/** The list in `sort` order (가나다 by name, or newest first; the newer id breaks a tie), ready to search. */
export function orderLaunchpads(items: readonly Launchpad[], sort: LaunchpadSort): SearchableLaunchpad[] {
  const ordered = [...items];
  if (sort === 'name') ordered.sort((a, b) => byName.compare(a.name, b.name) || b.id - a.id);
  else ordered.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return ordered.map((item) => ({ item, text: `${item.name}\n${item.contractAddress ?? ''}`.toLowerCase() }));
}

/** The ordered launchpads `filter` lets through, in their order. */
export function filterLaunchpads(ordered: readonly SearchableLaunchpad[], filter: LaunchpadListFilter): Launchpad[] {
  const query = filter.search.trim().toLowerCase();
  return ordered
    .filter(
      (entry) =>
        (filter.status === '' || entry.item.status === filter.status) &&
        (filter.chainId === '' || entry.item.chainId === filter.chainId) &&
        (!query || entry.text.includes(query)),
    )
    .map((entry) => entry.item);
}
