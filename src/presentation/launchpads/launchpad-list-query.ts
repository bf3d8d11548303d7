import { makeAutoObservable } from 'mobx';
import * as v from 'valibot';
import { findChainById } from '../../domain/chain/chains';
import { launchpadStatusSchema, type LaunchpadStatus } from '../../domain/launchpad/launchpad';
import type { LaunchpadSort } from '../../domain/launchpad/launchpad-list-order';

/** The list's search params: what a reload, back and a shared link keep. */
const PARAM = { search: 'q', status: 'status', chain: 'chain', sort: 'sort' } as const;

/**
 * What the launchpad list shows: the search, the status and chain filters ('' is all) and the order.
 * The page keeps it in the URL (useListQueryInUrl); anything the URL holds that is not a known value
 * reads as the default, so a hand-edited link never breaks the list.
 */
export class LaunchpadListQuery {
  search = '';
  status: LaunchpadStatus | '' = '';
  chainId: number | '' = '';
  sort: LaunchpadSort = 'created';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The filters are on: an empty result then says so, not that there are no launchpads. */
  get filtered(): boolean {
    return this.status !== '' || this.chainId !== '';
  }

  /** 필터 지우기: the whole list again, in the order chosen. */
  clear(): void {
    this.search = '';
    this.status = '';
    this.chainId = '';
  }

  setSearch(value: string): void {
    this.search = value;
  }

  setStatus(value: string): void {
    this.status = v.is(launchpadStatusSchema, value) ? value : '';
  }

  setChain(value: string): void {
    const id = Number(value);
    this.chainId = value !== '' && findChainById(id) ? id : '';
  }

  setSort(value: string): void {
    this.sort = value === 'name' ? 'name' : 'created';
  }

  /** Takes the list's params from the URL's. */
  read(params: URLSearchParams): void {
    this.search = params.get(PARAM.search) ?? '';
    this.setStatus(params.get(PARAM.status) ?? '');
    this.setChain(params.get(PARAM.chain) ?? '');
    this.setSort(params.get(PARAM.sort) ?? '');
  }

  /** `params` with the list's own written in (a default left out), every other param kept. */
  written(params: URLSearchParams): URLSearchParams {
    const next = new URLSearchParams(params);
    const set = (name: string, value: string, isDefault: boolean) =>
      isDefault ? next.delete(name) : next.set(name, value);
    set(PARAM.search, this.search, this.search.trim() === '');
    set(PARAM.status, this.status, this.status === '');
    set(PARAM.chain, String(this.chainId), this.chainId === '');
    set(PARAM.sort, this.sort, this.sort === 'created');
    return next;
  }
}
