import { z } from "zod";
import { bilingual } from "../crud/messages.js";

/** A cell as the web reads it from Excel: text, or a number (a phone or a price typed as a number). */
export const importCell = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).normalize("NFC").trim())
  .pipe(z.string().max(2000, bilingual("Ô tối đa 2,000 ký tự", "A cell takes at most 2,000 characters")))
  .nullish();

/** A whole file is checked at once; rows are created in batches (the web shows the progress). */
export const CHECK_ROWS = 5000;
export const IMPORT_ROWS = 500;

type Cells<K extends string> = { [key in K]: typeof importCell };

/** One line of an imported sheet with the cells of `keys`; `line` is its number in the file, for the messages. */
export function importRow<const K extends string>(keys: readonly K[]) {
  const cells = Object.fromEntries(keys.map((key) => [key, importCell])) as Cells<K>;
  return z.object({ line: z.number().int().min(1).max(1_000_000), ...cells });
}

const rowsOf = <T extends z.ZodType>(row: T, max: number) =>
  z
    .array(row)
    .min(1, bilingual("Không có dòng nào để nhập", "There are no rows to import"))
    .max(
      max,
      bilingual(`Tối đa ${max.toLocaleString("en")} dòng mỗi lần`, `At most ${max.toLocaleString("en")} rows a call`),
    );

/** The bodies of `…/import/check` (a whole sheet) and `…/import` (a batch), both with the import's own options. */
export function importBodies<const K extends string, O extends z.ZodRawShape>(keys: readonly K[], options: O) {
  const row = importRow(keys);
  return {
    row,
    check: z.object({ rows: rowsOf(row, CHECK_ROWS), ...options }),
    run: z.object({ rows: rowsOf(row, IMPORT_ROWS), ...options }),
  };
}

/** A line of the sheet with its cells as text. */
export type ImportLine = { line: number } & Record<string, string | null | undefined>;
