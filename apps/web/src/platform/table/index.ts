export { actionsColumn, type ColumnKind, type DataColumn } from "./columns";
export { DataTable, type DataTableProps } from "./DataTable";
export { EXPORT_PAGE_SIZE, type FetchPage, type Page } from "./exportRows";
export { type FilterOption, FilterSelect } from "./FilterSelect";
export { type SortType, type TableQuery, toListParams } from "./tableQuery";
export { type DataTableState, useDataTable } from "./useDataTable";
export type { CellValue } from "./xlsx";
