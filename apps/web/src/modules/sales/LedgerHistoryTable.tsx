import { type Command, hasRight } from "@sen/core";
import type { ReactNode } from "react";
import { useCallback, useMemo } from "react";
import type { PeriodName } from "@/platform/dates";
import { usePeriodPresets } from "@/platform/document/usePeriodPresets";
import { useSession } from "@/platform/session/sessionStore";
import { type DataColumn, DataTable, type Page, type TableQuery } from "@/platform/table";

const PERIODS: readonly PeriodName[] = ["today", "thisWeek", "thisMonth", "lastMonth", "thisYear"];

/** What a ledger's history is asked for: one holder (a card) or all, between two days, a page at a time. */
export interface LedgerQuery {
  code?: string;
  fromDate?: string;
  toDate?: string;
  pageIndex: number;
  pageSize: number;
}

/**
 * The history of a stored-value ledger (a prepaid card's, a no-name card's): every movement, the latest first, by
 * holder (`filterKey`, typed into `Filter`) and date range with the named periods, each with the balance it left;
 * exported by whoever may print on `command`.
 */
export function LedgerHistoryTable<T extends { id: number }>({
  command,
  fetch,
  queryKey,
  columns,
  cardFields,
  filterKey,
  Filter,
  exportName,
}: {
  command: Command;
  fetch: (query: LedgerQuery, signal?: AbortSignal) => Promise<Page<T>>;
  queryKey: readonly unknown[];
  columns: DataColumn<T>[];
  cardFields: readonly string[];
  filterKey: string;
  Filter: (props: { value?: string; onChange: (value?: string) => void }) => ReactNode;
  exportName: string;
}) {
  const user = useSession((s) => s.user);
  const canPrint = Boolean(user && hasRight(user, command, "print"));
  const presets = usePeriodPresets(PERIODS);
  const filterKeys = useMemo(() => [filterKey], [filterKey]);
  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) =>
      fetch(
        {
          code: query.filters[filterKey],
          fromDate: query.fromDate,
          toDate: query.toDate,
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
        },
        signal,
      ),
    [fetch, filterKey],
  );
  return (
    <DataTable<T>
      columns={columns}
      rowKey={(r) => String(r.id)}
      fetchPage={fetchPage}
      queryKey={queryKey}
      settingsKey={command}
      dateRange={presets}
      searchable={false}
      cardFields={cardFields}
      filterKeys={filterKeys}
      filters={(values, setFilter) => (
        <Filter value={values[filterKey]} onChange={(value) => setFilter(filterKey, value)} />
      )}
      exportable={canPrint}
      exportName={exportName}
    />
  );
}
