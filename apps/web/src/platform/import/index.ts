export { ImportModal } from "./ImportModal";
export { type ColumnMapping, foldHeader, type ImportColumn, mapHeaders } from "./importColumns";
export type { ImportLine } from "./importSheet";
export type { ImportOptions, ImportSpec, LineProblems } from "./importSpec";
