import { describe, expect, it } from 'vitest';
import { LaunchpadListQuery } from './launchpad-list-query';

describe('LaunchpadListQuery', () => {
  it('given the URL of a filtered, sorted search, then it reads it back as it was written', () => {
    const query = new LaunchpadListQuery();
    query.setSearch('서울');
    query.setStatus('IN_REVIEW');
    query.setChain('256');
    query.setSort('name');
    const params = query.written(new URLSearchParams('step=ignored'));
    expect(params.toString()).toBe('step=ignored&q=%EC%84%9C%EC%9A%B8&status=IN_REVIEW&chain=256&sort=name');

    const opened = new LaunchpadListQuery();
    opened.read(params);
    expect({ ...opened }).toEqual({ search: '서울', status: 'IN_REVIEW', chainId: 256, sort: 'name' });
    expect(opened.filtered).toBe(true);
  });

  it('given the defaults, then the URL holds none of them', () => {
    expect(new LaunchpadListQuery().written(new URLSearchParams('status=DRAFT&sort=name')).toString()).toBe('');
  });

  it('given a hand-edited link with unknown values, then each reads as its default', () => {
    const query = new LaunchpadListQuery();
    query.read(new URLSearchParams('status=SOLD&chain=31337&sort=price'));
    expect({ ...query }).toEqual({ search: '', status: '', chainId: '', sort: 'created' });
    expect(query.filtered).toBe(false);
  });
});
