import type { ImportColumn } from "./importColumns";
import type { CellFix, ImportLine } from "./importSheet";

export interface LineProblems {
  line: number;
  problems: string[];
}

/** What an import's options are: for now whether rows with an existing code update it. */
export interface ImportOptions {
  cap_nhat?: boolean;
}

/**
 * One kind of record imported from Excel: the columns read, the server's check and import calls, and the texts
 * that name the records (everything else the import machinery says itself).
 */
export interface ImportSpec {
  columns: readonly ImportColumn[];
  check: (rows: ImportLine[], options: ImportOptions) => Promise<{ rows: LineProblems[] }>;
  run: (
    rows: ImportLine[],
    options: ImportOptions,
  ) => Promise<{ created: number; updated?: number; skipped: LineProblems[] }>;
  fix?: CellFix;
  /** Offer 'Cập nhật nếu đã có': rows whose code exists update that record instead of being skipped. */
  updates?: boolean;
  /** The columns the preview and the report show beside the line and the problems (the name first). */
  shown: readonly { key: string; title: string; width?: number }[];
  text: {
    title: string;
    pickHint: string;
    created: (n: string) => string;
  };
  template: { sheet: string; file: string };
  reportFile: string;
}
