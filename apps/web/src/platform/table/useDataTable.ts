import { SEARCH_DEBOUNCE_MS } from "@sen/core";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { type QueryChanges, type QueryShape, readTableQuery, type SortType, writeTableQuery } from "./tableQuery";

/**
 * A list's state kept in the page query, so reload, back and a shared link restore it. Page changes
 * are new history entries; typing in the search box replaces the current one. Changing the date range, a filter,
 * the search or the page size goes back to page 1. The search is sent 500 ms after the last keystroke. Without
 * a page size in the address, the one the user picked last for this table applies.
 */
export function useDataTable(shape: QueryShape = {}) {
  const [params, setParams] = useSearchParams();
  const filterKey = shape.filterKeys?.join(",") ?? "";
  const sortKey = shape.sortKeys?.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys' contents, not the arrays' identity, matter
  const query = useMemo(() => readTableQuery(params, shape), [params, filterKey, sortKey, shape.defaultPageSize]);

  // Each change builds on the last one written, not on the address this render saw: react-router hands a
  // functional update the params of its own render, so a change made before the last one showed (the page put
  // back in range while a new page size is on its way) would undo it.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: QueryChanges, { push = true, resetPage = false } = {}) => {
      latest.current = writeTableQuery(latest.current, changes, resetPage);
      setParams(latest.current, { replace: !push });
    },
    [setParams],
  );

  const urlSearch = params.get("searchKey") ?? "";
  const [searchText, setSearchText] = useState(urlSearch);
  const written = useRef(urlSearch);
  // Back, forward or a link changed the search: show it in the box.
  useEffect(() => {
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setSearchText(urlSearch);
    }
  }, [urlSearch]);
  useEffect(() => {
    if (searchText.trim() === urlSearch.trim()) return;
    const timer = setTimeout(() => {
      const value = searchText.trim() ? searchText : "";
      written.current = value;
      update({ searchKey: value }, { push: false, resetPage: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, urlSearch, update]);

  return {
    query,
    searchText,
    setSearchText,
    /** A new history entry, unless `replace`. */
    setPage: (pageIndex: number, replace = false) => update({ pageIndex }, { push: !replace }),
    setPageSize: (pageSize: number) => update({ pageSize }, { resetPage: true }),
    setSort: (key?: string, type?: SortType) => update({ sortKey: key, sortType: key ? type : undefined }),
    setDateRange: (fromDate?: string, toDate?: string) => update({ fromDate, toDate }, { resetPage: true }),
    setFilter: (name: string, value?: string) => update({ [name]: value }, { resetPage: true }),
  };
}

export type DataTableState = ReturnType<typeof useDataTable>;
