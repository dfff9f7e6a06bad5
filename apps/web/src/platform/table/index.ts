export {
  actionsColumn,
  type ColumnKind,
  type ColumnRole,
  type DataColumn,
  type RowAction,
  type RowActionSet,
} from "./columns";
export { DataTable, type DataTableProps } from "./DataTable";
export { EXPORT_PAGE_SIZE, type FetchPage, type Page } from "./exportRows";
export { type FilterOption, FilterSelect } from "./FilterSelect";
export { RowMenu, rowActionsColumn } from "./RowMenu";
export { type SortType, type TableQuery, toListParams } from "./tableQuery";
export { type DataTableState, useDataTable } from "./useDataTable";
export { useTypedFilter } from "./useTypedFilter";
export { WholeTable } from "./WholeTable";
export type { CellValue } from "./xlsx";
