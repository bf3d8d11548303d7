import { reaction } from 'mobx';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { LaunchpadListQuery } from './launchpad-list-query';

/** Typing pauses this long before the search goes into the address bar (a navigation per key would cost). */
const SEARCH_WRITE_DELAY_MS = 300;

/**
 * The list's search, filters and sort live in the URL: a reload and a shared link open the same
 * list, and 뒤로 undoes a filter or an order. The URL is read into the query when it changes; the
 * query is written back when the creator changes it (a filter or the order as a new history entry,
 * the search in place once typing pauses).
 */
export function useListQueryInUrl(query: LaunchpadListQuery): void {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // A search written while the creator is already on the way to a launchpad (typed, then a row's link
  // clicked within the pause) would be a second navigation that cancels theirs: once one to another
  // page is pending, the list keeps its search to itself.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  const away = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  useLayoutEffect(() => {
    leaving.current = away;
  }, [away]);

  // The URLs this hook wrote and has not seen come back yet. On a busy machine the router committed a
  // search written 300 ms after typing only after the creator had typed more; read again, it put the
  // older search back in the field and the newer typing was lost (seen in the browser tests). The
  // query already holds what such a URL says, or what was typed since, so its own echo is not read.
  const ownWrites = useRef(new Set<string>());

  // Before paint, so a reload or 뒤로 never shows the list unfiltered for a frame.
  useLayoutEffect(() => {
    if (ownWrites.current.delete(search)) return;
    query.read(new URLSearchParams(search));
  }, [query, search]);

  useEffect(() => {
    const write = (replace: boolean) => {
      if (leaving.current) return;
      const current = new URLSearchParams(window.location.search);
      const next = query.written(current);
      if (next.toString() === current.toString()) return;
      ownWrites.current.add(next.toString());
      void setParams(next, { replace, preventScrollReset: true });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopFilters = reaction(
      () => [query.status, query.chainId, query.sort],
      () => write(false),
    );
    const stopSearch = reaction(
      () => query.search,
      () => {
        clearTimeout(timer);
        timer = setTimeout(() => write(true), SEARCH_WRITE_DELAY_MS);
      },
    );
    // The same, at the click itself: the router renders a pending navigation as a transition, which on a
    // busy machine came after the 300 ms write (seen in the browser tests), so a link away also drops it.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (link && new URL(link.href, window.location.href).pathname !== window.location.pathname) clearTimeout(timer);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
      stopFilters();
      stopSearch();
    };
  }, [query, setParams]);
}
