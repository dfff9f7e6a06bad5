import { formatNumber } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { invalidInput } from "../../../platform/errors.js";

/*
 * Runs of serials (dãy số seri): a prefix and a counter of a fixed number of digits, "VD500-000001" to
 * "VD500-000050". A document names cards by runs; the server spells out each serial.
 */

/** The most cards one document moves. */
export const RUN_MAX = 10_000;

/** A run as a line names it, checked: its first and last serials and how many cards it holds. */
export interface SerialRun {
  tu_seri: string;
  den_seri: string;
  so_luong: number;
  prefix: string;
  first: number;
  digits: number;
}

const SHAPE = /^(.*?)(\d+)$/;

const tooMany = (field: string) =>
  invalidInput({
    [field]: bilingual(`Mỗi chứng từ tối đa ${formatNumber(RUN_MAX)} thẻ`, `At most ${RUN_MAX} cards a document`),
  });

/** The serial `n` of a prefix, its counter `digits` long. */
export const serialAt = (prefix: string, n: number, digits: number) => `${prefix}${String(n).padStart(digits, "0")}`;

/** The run from `tu` to `den` (itself alone when `den` is empty), in capitals; a refusal naming the line's field. */
export function runOf(tu: string, den: string | null | undefined, line: string): SerialRun {
  const first = tu.trim().toUpperCase();
  const last = (den?.trim() || first).toUpperCase();
  const [, prefix = "", from = ""] = SHAPE.exec(first) ?? [];
  const [, lastPrefix, to = ""] = SHAPE.exec(last) ?? [];
  if (!from) {
    throw invalidInput({
      [`${line}.tu_seri`]: bilingual(
        `Số seri ${first} phải kết thúc bằng chữ số`,
        `Serial ${first} must end in digits`,
      ),
    });
  }
  if (lastPrefix !== prefix || to.length !== from.length) {
    throw invalidInput({
      [`${line}.den_seri`]: bilingual(
        `Số seri cuối ${last} phải cùng tiền tố và số chữ số với ${first}`,
        `The last serial ${last} must share the prefix and digits of ${first}`,
      ),
    });
  }
  const [a, b] = [Number(from), Number(to)];
  if (b < a) {
    throw invalidInput({
      [`${line}.den_seri`]: bilingual(
        `Số seri cuối ${last} nhỏ hơn số seri đầu ${first}`,
        `The last serial ${last} is before the first ${first}`,
      ),
    });
  }
  if (b - a + 1 > RUN_MAX || !Number.isSafeInteger(b)) throw tooMany(`${line}.den_seri`);
  return { tu_seri: first, den_seri: last, so_luong: b - a + 1, prefix, first: a, digits: from.length };
}

/** Every serial of a run, in order. */
export function serialsOf(run: SerialRun): string[] {
  return Array.from({ length: run.so_luong }, (_, i) => serialAt(run.prefix, run.first + i, run.digits));
}

/**
 * The runs of a document's lines (`tu_seri`, `den_seri`), each card on one line only and at most RUN_MAX in all;
 * 422 naming the line.
 */
export function runsOf(lines: readonly { tu_seri?: unknown; den_seri?: unknown }[]): SerialRun[] {
  const seen = new Map<string, number>();
  let total = 0;
  return lines.map((line, i) => {
    const run = runOf(String(line.tu_seri ?? ""), line.den_seri == null ? null : String(line.den_seri), `details.${i}`);
    total += run.so_luong;
    if (total > RUN_MAX) throw tooMany(`details.${i}.den_seri`);
    for (const serial of serialsOf(run)) {
      const other = seen.get(serial);
      if (other !== undefined) {
        throw invalidInput({
          [`details.${i}.tu_seri`]: bilingual(
            `Thẻ ${serial} đã có ở dòng ${other + 1}`,
            `Card ${serial} is already on line ${other + 1}`,
          ),
        });
      }
      seen.set(serial, i);
    }
    return run;
  });
}
