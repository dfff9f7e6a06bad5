import { type Bilingual, type Field, foldVietnamese } from "@sen/core";
import { bilingual } from "../crud/messages.js";

/** A code of a reference as a row names it: by its code, or by its name when one row has that name. */
export interface Named {
  code: string;
  name: string;
}

export const importProblem = {
  unknown: (l: Bilingual, text: string) =>
    bilingual(`${l.vi} '${text}' không tồn tại`, `${l.en ?? l.vi} '${text}' does not exist`),
  ambiguous: (l: Bilingual, text: string) =>
    bilingual(
      `${l.vi} '${text}' trùng tên nhiều mã, hãy ghi mã`,
      `${l.en ?? l.vi} '${text}' names several codes: write the code`,
    ),
  taken: (l: Bilingual, text: string) =>
    bilingual(`${l.vi} '${text}' đã tồn tại`, `${l.en ?? l.vi} '${text}' already exists`),
  repeated: (l: Bilingual, line: number) =>
    bilingual(`Trùng ${l.vi.toLocaleLowerCase("vi")} với dòng ${line}`, `The same ${l.en ?? l.vi} as line ${line}`),
  notNumber: (l: Bilingual, text: string) =>
    bilingual(`${l.vi} '${text}' không phải là số`, `${l.en ?? l.vi} '${text}' is not a number`),
  notYesNo: (l: Bilingual, text: string) =>
    bilingual(`${l.vi} '${text}' phải là Có hoặc Không`, `${l.en ?? l.vi} '${text}' must be Yes or No`),
  notOption: (l: Bilingual, text: string) =>
    bilingual(`${l.vi} '${text}' không có trong danh sách`, `${l.en ?? l.vi} '${text}' is not one of the options`),
  notDate: (l: Bilingual, text: string) =>
    bilingual(`${l.vi} '${text}' không phải ngày (DD/MM/YYYY)`, `${l.en ?? l.vi} '${text}' is not a date (DD/MM/YYYY)`),
};

const YES = new Set(["co", "x", "1", "true", "yes", "y", "dung"]);
const NO = new Set(["khong", "0", "false", "no", "n", "sai"]);

/** A number as a sheet holds it: 100000, "100,000", "100 000 ₫", "1.5". */
function numberOf(text: string): number | undefined {
  const plain = text.replace(/[,\s₫]/g, "").replace(/(vnd|vnđ|đ)$/i, "");
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined;
}

function dateOf(text: string): string | undefined {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(m) - 1
    ? date.toISOString().slice(0, 10)
    : undefined;
}

/** The rows a reference may name, by code and by folded name (a name several rows share names none). */
export class NamedRows {
  private readonly byCode = new Map<string, Named>();
  private readonly byName = new Map<string, Named[]>();

  constructor(rows: Named[]) {
    for (const row of rows) {
      this.byCode.set(row.code.toUpperCase(), row);
      const key = foldVietnamese(row.name);
      this.byName.set(key, [...(this.byName.get(key) ?? []), row]);
    }
  }

  find(text: string): Named | "ambiguous" | undefined {
    const byCode = this.byCode.get(text.toUpperCase());
    if (byCode) return byCode;
    const named = this.byName.get(foldVietnamese(text)) ?? [];
    return named.length > 1 ? "ambiguous" : named[0];
  }
}

/**
 * A cell's text as the value the field's form would send, or the problem with it. References are resolved by
 * `named`; what is left (lengths, bounds, required) the entity's own write schema checks afterwards.
 */
export function cellValue(
  field: Field,
  text: string,
  named: NamedRows | undefined,
): { value: unknown; label?: string } | { problem: string } {
  switch (field.kind) {
    case "number":
    case "money":
    case "percent": {
      const n = numberOf(text);
      return n === undefined ? { problem: importProblem.notNumber(field.label, text) } : { value: n };
    }
    case "boolean": {
      const folded = foldVietnamese(text);
      if (YES.has(folded)) return { value: true };
      if (NO.has(folded)) return { value: false };
      return { problem: importProblem.notYesNo(field.label, text) };
    }
    case "enum": {
      const folded = foldVietnamese(text);
      const option = field.options.find(
        (o) => foldVietnamese(String(o.value)) === folded || foldVietnamese(o.label.vi) === folded,
      );
      return option ? { value: option.value } : { problem: importProblem.notOption(field.label, text) };
    }
    case "date": {
      const date = dateOf(text);
      return date ? { value: date } : { problem: importProblem.notDate(field.label, text) };
    }
    case "reference": {
      const found = named?.find(text);
      if (found === "ambiguous") return { problem: importProblem.ambiguous(field.label, text) };
      return found ? { value: found.code, label: found.name } : { problem: importProblem.unknown(field.label, text) };
    }
    default:
      return { value: text };
  }
}
