import { documentFieldErrors } from "@/platform/document/formErrors";

/** A form row of a line goods are taken from: how much of it is taken (0 or empty: none). */
export interface TakenRow {
  so_luong: number | null;
}

/**
 * The details sent of the rows taken (those with a quantity), each made by `detail`, and which form row each is
 * (`sent`), for placing the server's `details.N.*`.
 */
export function takenDetails<R extends TakenRow, D>(rows: readonly R[], detail: (row: R) => D) {
  const sent: number[] = [];
  const details = rows.flatMap((row, i) => {
    if (!row.so_luong || row.so_luong <= 0) return [];
    sent.push(i);
    return [detail(row)];
  });
  return { details, sent };
}

/** Where a form taking goods from a document shows a refusal's messages. */
export interface TakenFields {
  /** The field naming the document taken from (`stt_rec_hd`): what keeps it from being taken, above the form. */
  source: string;
  /** The input that shows what the payments are refused for, when the form has one (else a toast says it). */
  payments?: string;
  /** The header inputs a message may name. */
  header: readonly string[];
}

/**
 * A refusal's messages where the form shows them: the source document's above the form (`source`); a line's
 * (`details.N.*`, N counting the lines sent) on its row's quantity; the payments' on their input; the header's on
 * theirs; the rest for a toast.
 */
export function takenErrors(
  errors: Record<string, string> | undefined,
  sent: readonly number[],
  rows: number,
  fields: TakenFields,
) {
  const source: string[] = [];
  const unplaced: string[] = [];
  const placed: Record<string, string> = {};
  const put = (key: string, message: string) => {
    placed[key] = placed[key] ? `${placed[key]} ${message}` : message;
  };
  for (const [key, message] of Object.entries(errors ?? {})) {
    const line = /^details\.(\d+)\./.exec(key);
    const row = line ? sent[Number(line[1])] : undefined;
    if (key === fields.source) source.push(message);
    else if (line) row === undefined ? unplaced.push(message) : put(`details.${row}.so_luong`, message);
    else if (fields.payments && (key === "payments" || key.startsWith("payments."))) put(fields.payments, message);
    else put(key, message);
  }
  const { fields: shown, rest } = documentFieldErrors(placed, {
    header: [...fields.header, ...(fields.payments ? [fields.payments] : [])],
    lineColumns: ["so_luong"],
    lines: rows,
  });
  return { source, fields: shown, rest: [...rest, ...unplaced] };
}
