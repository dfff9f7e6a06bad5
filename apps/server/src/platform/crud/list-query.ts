import { type EntityDefinition, PAGE_SIZES, sortableKeys } from "@sen/core";
import { z } from "zod";
import { bilingual } from "./messages.js";

const PAGE_SIZE_VALUES: readonly number[] = PAGE_SIZES;

const numberError = bilingual("Bộ lọc này là một số", "This filter is a number");

/** A filter's value: a number for a number field (checked here, never left to the database), else text. */
export const filterOf = (kind: string) =>
  kind === "number" || kind === "money" || kind === "percent"
    ? z
        .string()
        .trim()
        .regex(/^-?\d{1,15}(\.\d{1,6})?$/, numberError)
        .optional()
    : z.string().trim().max(100).optional();

/** The API's list query (page, size, sort, search, dates); anything else than the listed values is refused (400), never put in SQL. */
export function listQuerySchema(definition: EntityDefinition) {
  const sortable = sortableKeys(definition);
  const filters = Object.fromEntries(
    definition.fields.filter((f) => f.filterable).map((f) => [f.name, filterOf(f.kind)]),
  );
  const sizes = PAGE_SIZES.join(", ");
  const sortError = bilingual(`Chỉ sắp xếp được theo: ${sortable.join(", ")}`, `Sortable by: ${sortable.join(", ")}`);
  const dateError = bilingual("Ngày theo dạng YYYY-MM-DD", "A date as YYYY-MM-DD");
  const pageError = bilingual("Trang là số nguyên từ 1 đến 1.000.000", "A page is a whole number from 1 to 1,000,000");
  return z.object({
    pageIndex: z.coerce.number(pageError).int(pageError).min(1, pageError).max(1_000_000, pageError).default(1),
    pageSize: z.coerce
      .number()
      .refine((n) => PAGE_SIZE_VALUES.includes(n), bilingual(`Số dòng mỗi trang: ${sizes}`, `Rows per page: ${sizes}`))
      .default(10),
    sortKey: (sortable.length > 0
      ? z.enum(sortable as [string, ...string[]], sortError)
      : z.never(sortError)
    ).optional(),
    sortType: z
      .enum(["asc", "desc"], bilingual("Chiều sắp xếp: asc hoặc desc", "Sort type: asc or desc"))
      .default("asc"),
    searchKey: z.string().max(200, bilingual("Từ khóa tối đa 200 ký tự", "At most 200 characters")).optional(),
    fromDate: z.iso.date(dateError).optional(),
    toDate: z.iso.date(dateError).optional(),
    ...filters,
  });
}

export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>> & Record<string, unknown>;

/**
 * What is searched for: NFC (so decomposed input matches), control characters and runs of
 * white space made one space (a pasted tab or line break still finds the words), trimmed.
 */
export function searchTerm(searchKey: string | undefined): string | undefined {
  const term = searchKey
    ?.normalize("NFC")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
  return term || undefined;
}

/** `%words%` for ILIKE, with the wildcards a user typed taken literally; undefined when there is nothing to find. */
export function likePattern(searchKey: string | undefined): string | undefined {
  const term = searchTerm(searchKey);
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}
