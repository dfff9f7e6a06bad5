import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { accountMatches, buildAccountTree, filterAccountTree, parentIds } from "./accountTree";
import { chartApi, chartKeys } from "./chartApi";

/**
 * The chart's state: every account loaded once and built into a tree, the search that cuts it to the matches and
 * their parents, and which accounts are closed (none at first: the whole chart shows; a new search opens all).
 */
export function useChartOfAccounts() {
  const accounts = useQuery({ queryKey: chartKeys.tree, queryFn: ({ signal }) => chartApi.all(signal) });
  const [query, setQueryState] = useState("");
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());

  const tree = useMemo(() => buildAccountTree(accounts.data ?? []), [accounts.data]);
  const shown = useMemo(() => filterAccountTree(tree, query), [tree, query]);
  const openable = useMemo(() => parentIds(shown), [shown]);
  const expanded = useMemo(() => openable.filter((id) => !closed.has(id)), [openable, closed]);

  const setQuery = useCallback((text: string) => {
    setQueryState(text);
    setClosed(new Set());
  }, []);
  const toggle = useCallback((id: string, open: boolean) => {
    setClosed((before) => {
      const after = new Set(before);
      if (open) after.delete(id);
      else after.add(id);
      return after;
    });
  }, []);
  const expandAll = useCallback(() => setClosed(new Set()), []);
  const collapseAll = useCallback(() => setClosed(new Set(openable)), [openable]);

  return {
    accounts,
    shown,
    total: accounts.data?.length ?? 0,
    found: useMemo(
      () => (accounts.data ?? []).filter((row) => accountMatches(row, query)).length,
      [accounts.data, query],
    ),
    query,
    setQuery,
    expanded,
    allExpanded: expanded.length === openable.length,
    toggle,
    expandAll,
    collapseAll,
  };
}
