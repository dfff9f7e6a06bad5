import { BREAKPOINTS, type PageSize, pageCount } from "@sen/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Flex, type InputRef, Table, type TableProps } from "antd";
import type { SorterResult } from "antd/es/table/interface";
import { type Key, type ReactNode, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { BranchScopeNote } from "../branches/BranchScopeNote";
import { useElementWidth } from "../useElementWidth";
import { cellText, type DataColumn } from "./columns";
import { DataCards } from "./DataCards";
import type { RangePreset } from "./DateRangeFilter";
import type { FetchPage } from "./exportRows";
import { pinKeyColumns } from "./keyColumns";
import { TablePager } from "./TablePager";
import { TableToolbar } from "./TableToolbar";
import { applyTableSettings } from "./tableSettings";
import { type DataTableState, useDataTable } from "./useDataTable";
import { useTableHotkeys } from "./useTableHotkeys";
import { useTableSettings } from "./useTableSettings";
import { useViewportWidth } from "./useViewportWidth";
import "./table.css";

export interface DataTableProps<T extends object> {
  columns: DataColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => string);
  /** One page of rows for the query (the list call); also what the Excel export pages through without `exportFrom`. */
  fetchPage: FetchPage<T>;
  /** TanStack Query key of this list; invalidating it (or a prefix of it) refreshes the table. */
  queryKey: readonly unknown[];
  /** Where the user's column settings are kept (`user_configs` name `table.<settingsKey>`). */
  settingsKey?: string;
  /** Shows 'Từ ngày' – 'Đến ngày' and sends fromDate/toDate; a list of presets offers those periods a click away. */
  dateRange?: boolean | readonly RangePreset[];
  /** Names of the table's own filters, kept in the page query and sent with the list call. */
  filterKeys?: readonly string[];
  /** The filters' inputs, drawn before the search box. */
  filters?: (filters: Record<string, string>, setFilter: (name: string, value?: string) => void) => ReactNode;
  /** Buttons drawn on the right of the toolbar (add, bulk actions…). */
  toolbar?: ReactNode;
  /** Checkbox selection of rows. */
  rowSelection?: { selectedRowKeys: Key[]; onChange: (keys: Key[], rows: T[]) => void };
  expandable?: TableProps<T>["expandable"];
  /** What an empty list says. */
  emptyText?: ReactNode;
  /** Offers 'Xuất Excel' (default true). */
  exportable?: boolean;
  /** Sheet and file name of the export. */
  exportName?: string;
  /**
   * The server's export of this list (`{api}/export`): the file is written there, every row,
   * however long the list, and downloaded; without it the browser pages through the list.
   */
  exportFrom?: string;
  /** The rows are those of the branches in view: the total says which branches it counts. */
  branchScoped?: boolean;
  /** Filters the list always has (not in the page query), sent with the export too. */
  exportFilters?: Record<string, string>;
  /** On a phone, the card's columns (the title first), when the ones chosen from the columns' roles will not do. */
  cardFields?: readonly string[];
  /** Offers the search box (default true): a list whose call takes no `searchKey` narrows by its filters only. */
  searchable?: boolean;
}

/**
 * The one data table every list uses, so that all lists behave alike: date range, filters, debounced search,
 * server-side sort and paging with the state in the page query, column settings, density and the last page size
 * saved for the user, Excel export, row selection and expandable rows; F3 and Ctrl+Left/Right. Compact rows by
 * default; key columns stay in sight on a desktop; on a phone the rows are cards and the filters sit in a drawer.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { columns, fetchPage, queryKey, settingsKey, filterKeys, exportable = true } = props;
  const { t } = useTranslation();
  const sortKeys = useMemo(() => columns.filter((c) => c.sortable).map((c) => c.key), [columns]);
  const { settings, save, rememberPageSize } = useTableSettings(settingsKey);
  const table = useDataTable({ filterKeys, sortKeys, defaultPageSize: settings?.pageSize });
  const { query } = table;
  const configurable = useMemo(() => columns.filter((c) => !c.utility), [columns]);
  const visible = useMemo(() => {
    const shown = applyTableSettings(configurable, settings);
    return [...shown, ...columns.filter((c) => c.utility)];
  }, [columns, configurable, settings]);

  const { data, isFetching } = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, pageCount(total, query.pageSize));
  usePageInRange(table, data !== undefined && !isFetching, lastPage);

  const width = useViewportWidth();
  const phone = width < BREAKPOINTS.sm;
  const [frame, frameWidth] = useElementWidth<HTMLElement>();
  // The tick boxes and expand buttons take their room before the columns.
  const room =
    (frameWidth || width) - (props.rowSelection ? SELECTION_WIDTH : 0) - (props.expandable ? SELECTION_WIDTH : 0);
  // On a narrow screen a fixed column would hide the others: everything scrolls together.
  const drawn = useMemo(
    () => (width >= BREAKPOINTS.md ? pinKeyColumns(visible, room) : visible.map((c) => ({ ...c, fixed: undefined }))),
    [visible, width, room],
  );
  const rows = data?.items ?? [];
  const emptyText = props.emptyText ?? t("table.empty");
  const search = useRef<InputRef>(null);
  useTableHotkeys(
    search,
    () => query.pageIndex > 1 && table.setPage(query.pageIndex - 1),
    () => query.pageIndex < lastPage && table.setPage(query.pageIndex + 1),
  );

  const onChange: TableProps<T>["onChange"] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== "sort") return;
    const first = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const key = first?.order ? String(first.columnKey) : undefined;
    table.setSort(key, first?.order === "descend" ? "desc" : "asc");
  };

  return (
    <Flex vertical gap={12} data-testid="data-table" ref={frame}>
      <TableToolbar
        phone={phone}
        table={table}
        search={search}
        dateRange={props.dateRange}
        searchable={props.searchable !== false}
        filters={props.filters?.(query.filters, table.setFilter)}
        toolbar={props.toolbar}
        exportButton={
          exportable && {
            source: props.exportFrom ? { server: props.exportFrom, filters: props.exportFilters } : { fetchPage },
            columns: visible,
            name: props.exportName ?? "export",
          }
        }
        settings={{ columns: configurable, settings, save }}
      />
      {phone ? (
        <DataCards<T>
          rows={rows}
          columns={visible}
          rowKey={props.rowKey}
          loading={isFetching}
          emptyText={emptyText}
          cardFields={props.cardFields}
          rowSelection={props.rowSelection}
          expandable={props.expandable}
        />
      ) : (
        <Table<T>
          rowKey={props.rowKey}
          dataSource={rows}
          loading={isFetching}
          pagination={false}
          size={settings?.density === "comfortable" ? "middle" : "small"}
          scroll={{ x: "max-content" }}
          onChange={onChange}
          expandable={props.expandable}
          locale={{ emptyText }}
          rowSelection={
            props.rowSelection && { type: "checkbox", preserveSelectedRowKeys: true, ...props.rowSelection }
          }
          columns={drawn.map((column) => ({
            key: column.key,
            dataIndex: column.dataIndex ?? column.key,
            title: column.title,
            width: column.width,
            fixed: column.fixed,
            ellipsis: column.ellipsis,
            align: column.kind === "number" ? "right" : undefined,
            sorter: column.sortable || undefined,
            sortOrder: column.sortable
              ? sortOrder(query.sortKey === column.key ? query.sortType : undefined)
              : undefined,
            render: (_value: unknown, row: T) => (column.render ? column.render(row) : cellText(column, row)),
          }))}
        />
      )}
      <TablePager
        pageIndex={query.pageIndex}
        pageSize={query.pageSize}
        total={total}
        exact={data?.totalExact !== false}
        onPage={table.setPage}
        onPageSize={(size: PageSize) => {
          rememberPageSize(size);
          table.setPageSize(size);
        }}
        note={props.branchScoped && <BranchScopeNote />}
      />
    </Flex>
  );
}

/** The column of tick boxes (or expand buttons) in px, with its padding. */
const SELECTION_WIDTH = 48;

function sortOrder(type: "asc" | "desc" | undefined) {
  if (!type) return null;
  return type === "desc" ? "descend" : "ascend";
}

/** A page past the end (rows deleted, a stale link) moves to the last page that has rows. */
function usePageInRange(table: DataTableState, settled: boolean, lastPage: number) {
  const { pageIndex } = table.query;
  const { setPage } = table;
  useEffect(() => {
    if (settled && pageIndex > lastPage) setPage(lastPage, true);
  }, [settled, pageIndex, lastPage, setPage]);
}
