import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '@app/shared/creator-options';
import {
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  defaultState,
  parseDiscoveryParams,
  toDiscoveryParams,
  type DiscoveryFilters,
  type DiscoverySort,
  type DiscoveryState,
} from './filters';

export interface DiscoveryStateApi {
  state: DiscoveryState;
  setFilters: (filters: DiscoveryFilters) => void;
  setSort: (sort: DiscoverySort) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  reset: () => void;
}

/**
 * Discovery state kept in the URL query (a refresh or a shared link keeps the search) or, for a
 * search embedded in a form, in the component. A new filter, sort or page size goes back to page 1.
 *
 * A URL change is a router navigation and lands a moment later; until it does, the state just set
 * is shown (so a checkbox ticks at once). Any URL the component did not write itself (back and
 * forward buttons, a link) wins at once.
 */
export function useDiscoveryState({
  syncWithUrl,
  defaultPageSize,
}: {
  syncWithUrl: boolean;
  defaultPageSize: number;
}): DiscoveryStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const [local, setLocal] = useState<DiscoveryState>(() => defaultState(defaultPageSize));
  const [optimistic, setOptimistic] = useState<DiscoveryState | null>(null);
  const written = useRef<string[]>([]);
  const fromUrl = useMemo(
    () => parseDiscoveryParams(searchParams, defaultPageSize, PAGE_SIZE_OPTIONS),
    [searchParams, defaultPageSize],
  );
  const state = syncWithUrl ? (optimistic ?? fromUrl) : local;
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    if (written.current.length === 0) return;
    const now = toDiscoveryParams(fromUrl, defaultPageSize).toString();
    const latest = written.current[written.current.length - 1];
    if (now === latest || !written.current.includes(now)) {
      written.current = [];
      setOptimistic(null);
    }
  }, [fromUrl, defaultPageSize]);

  const write = useCallback(
    (next: DiscoveryState, push = false) => {
      current.current = next;
      if (!syncWithUrl) {
        setLocal(next);
        return;
      }
      written.current.push(toDiscoveryParams(next, defaultPageSize).toString());
      setOptimistic(next);
      setSearchParams((previous) => toDiscoveryParams(next, defaultPageSize, previous), {
        replace: !push,
        preventScrollReset: true,
      });
    },
    [syncWithUrl, setSearchParams, defaultPageSize],
  );

  return {
    state,
    setFilters: useCallback((filters) => write({ ...current.current, filters, page: 1 }), [write]),
    setSort: useCallback((sort) => write({ ...current.current, sort, page: 1 }), [write]),
    // A new page is a step the back button can undo.
    setPage: useCallback((page) => write({ ...current.current, page }, true), [write]),
    setPageSize: useCallback((pageSize) => write({ ...current.current, pageSize, page: 1 }), [write]),
    reset: useCallback(
      () => write({ ...current.current, filters: DEFAULT_FILTERS, sort: DEFAULT_SORT, page: 1 }),
      [write],
    ),
  };
}
