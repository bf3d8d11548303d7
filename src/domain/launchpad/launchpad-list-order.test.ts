import { describe, expect, it } from 'vitest';
import { sampleLaunchpad } from '../../../tests/fakes/sample-data';
import { filterLaunchpads, orderLaunchpads } from './launchpad-list-order';

const items = [
  sampleLaunchpad({
    id: 1,
    name: '하늘',
    createdAt: '2026-05-01T00:00:00.000Z',
    contractAddress: '0xAbC',
    status: 'LIVE',
    chainId: 1,
  }),
  sampleLaunchpad({
    id: 2,
    name: '가을 10',
    createdAt: '2026-03-01T00:00:00.000Z',
    contractAddress: null,
    status: 'DRAFT',
    chainId: 8453,
  }),
  sampleLaunchpad({
    id: 3,
    name: '가을 9',
    createdAt: '2026-03-01T00:00:00.000Z',
    contractAddress: null,
    status: 'DRAFT',
    chainId: 1,
  }),
];
const all = { search: '', status: '' as const, chainId: '' as const };

describe('launchpad list order', () => {
  it('orders newest first (the newer id first on the same day), or 가나다 with numbers as numbers', () => {
    expect(orderLaunchpads(items, 'created').map((e) => e.item.id)).toEqual([1, 3, 2]);
    expect(orderLaunchpads(items, 'name').map((e) => e.item.id)).toEqual([3, 2, 1]);
  });

  it('filters by status, chain and a search in the name or contract address, ignoring case and spaces around', () => {
    const ordered = orderLaunchpads(items, 'created');
    expect(filterLaunchpads(ordered, all)).toHaveLength(3);
    expect(filterLaunchpads(ordered, { ...all, status: 'DRAFT', chainId: 1 }).map((l) => l.id)).toEqual([3]);
    expect(filterLaunchpads(ordered, { ...all, search: ' 0XABC ' }).map((l) => l.id)).toEqual([1]);
    expect(filterLaunchpads(ordered, { ...all, search: '없는 이름' })).toEqual([]);
  });
});
