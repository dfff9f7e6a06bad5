import type { TFunction } from "i18next";
import type { ApiError } from "@/platform/api";

/** What the server refused in a sale, each field's message, a line's named by its number ("Dòng 2: …"). */
export function refusalOf(error: ApiError, t: TFunction): string[] {
  const lines = Object.entries(error.errors ?? {}).map(([field, message]) => {
    const at = /^details\.(\d+)\./.exec(field);
    return at ? t("cashier.line", { line: Number(at[1]) + 1, message }) : message;
  });
  return lines.length > 0 ? lines : [error.message];
}
