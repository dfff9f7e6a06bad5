import type { InputRef } from "antd";
import { Flex } from "antd";
import type { ReactNode, RefObject } from "react";
import type { DataColumn } from "./columns";
import { DateRangeFilter, type RangePreset } from "./DateRangeFilter";
import { ExportButton } from "./ExportButton";
import { FilterDrawer } from "./FilterDrawer";
import { SearchBox } from "./SearchBox";
import { TableSettingsButton } from "./TableSettingsButton";
import { activeFilterCount } from "./tableQuery";
import type { TableSettings } from "./tableSettings";
import type { DataTableState } from "./useDataTable";
import type { ExportSource } from "./useExcelExport";

interface TableToolbarProps<T> {
  phone: boolean;
  table: DataTableState;
  search: RefObject<InputRef | null>;
  /** Shows the date range; a list of presets offers those periods a click away. */
  dateRange?: boolean | readonly RangePreset[];
  /** Shows the search box. */
  searchable: boolean;
  /** The list's filter inputs, already drawn. */
  filters?: ReactNode;
  /** The list's own buttons. */
  toolbar?: ReactNode;
  exportButton: false | { source: ExportSource<T>; columns: readonly DataColumn<T>[]; name: string };
  settings: {
    columns: readonly DataColumn<T>[];
    settings: TableSettings | undefined;
    save: (settings: TableSettings) => Promise<void>;
  };
}

/**
 * Above the list: date range, filters and search on the left, the list's buttons, export and settings on the
 * right. On a phone the search (and settings) take the first line, and the date range and filters wait in the
 * 'Bộ lọc' drawer.
 */
export function TableToolbar<T>({
  phone,
  table,
  search,
  dateRange,
  searchable,
  filters,
  toolbar,
  ...props
}: TableToolbarProps<T>) {
  const { query } = table;
  const narrowing = (dateRange || filters) && (
    <>
      {dateRange && (
        <DateRangeFilter
          fromDate={query.fromDate}
          toDate={query.toDate}
          onChange={table.setDateRange}
          presets={Array.isArray(dateRange) ? dateRange : undefined}
        />
      )}
      {filters}
    </>
  );
  const searchBox = searchable && (
    <SearchBox value={table.searchText} onChange={table.setSearchText} inputRef={search} block={phone} />
  );
  const exportButton = props.exportButton && <ExportButton query={query} {...props.exportButton} />;
  const settingsButton = <TableSettingsButton {...props.settings} />;
  if (phone) {
    return (
      <Flex vertical gap={8}>
        <Flex gap={8} justify="flex-end">
          {searchBox}
          {settingsButton}
        </Flex>
        <Flex wrap gap={8} align="center">
          {narrowing && <FilterDrawer count={activeFilterCount(query)}>{narrowing}</FilterDrawer>}
          {toolbar}
          {exportButton}
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex wrap gap={8} justify="space-between" align="center">
      <Flex wrap gap={8} align="center" style={{ flex: "1 1 auto", minWidth: 0 }}>
        {narrowing}
        {searchBox}
      </Flex>
      <Flex wrap gap={8} align="center">
        {toolbar}
        {exportButton}
        {settingsButton}
      </Flex>
    </Flex>
  );
}
