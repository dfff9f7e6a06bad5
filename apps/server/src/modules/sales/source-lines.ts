import { type Fixed, formatNumber, fromFixed, mulDiv, toFixed } from "@sen/core";
import { bilingual } from "../../platform/crud/messages.js";
import type { DocumentDraft } from "../../platform/documents/document-kind.js";
import { invalidInput } from "../../platform/errors.js";
import { MONEY } from "../stock/ledger/stock-ledger.service.js";

/*
 * A sales document made from another takes its lines from it: a return from the bill it takes back, a bill from
 * the order it delivers. Each line names the line it takes (`line_hd`, `line_dh`), in its unit, at its price and
 * VAT with its share of the discount, and never more than the later documents left of it.
 */

/** A line of the document another is made from, with what posted later documents already took of it. */
export type SourceLine = {
  line: number;
  ma_vt: string;
  ma_dvt: string;
  so_luong: string;
  gia: string;
  ck: string;
  thue_suat: string;
  he_so: string;
  xuat_kho: boolean;
  /** Quantity (in the line's unit) and discount already taken by posted documents (returned, delivered). */
  done: string;
  done_ck: string;
};

export const QTY3 = 3;
export const qtyOf = (value: string | number) => toFixed(value, QTY3);

/** What is left to take of a line, in its unit (thousandths). */
export const leftOf = (line: SourceLine): Fixed => qtyOf(line.so_luong) - qtyOf(line.done);

/**
 * The share of a line's amount (its discount, its cost) that `qty` more of it taken takes: in proportion, and
 * what is left of it when the line is taken in full, so a line taken in parts adds up to the line exactly.
 */
export function shareOf(total: string, taken: string, line: SourceLine, qty: Fixed): Fixed {
  const whole = qtyOf(line.so_luong);
  if (qtyOf(line.done) + qty >= whole) return toFixed(total, MONEY) - toFixed(taken, MONEY);
  return mulDiv(toFixed(total, MONEY), qty, whole);
}

/** How a kind of document speaks of the one it is made from, in its refusals. */
export interface SourceWords {
  /** "hóa đơn HD0001" / "bill HD0001". */
  source: readonly [vi: string, en: string];
  /** What is left to take, as "còn được trả" / "can come back". */
  left: readonly [vi: string, en: string];
  /** The quantities of the line and already taken: "đã bán 3, đã trả 1" / "3 sold, 1 returned". */
  counts(line: SourceLine): readonly [vi: string, en: string];
  /** Why a line of the source is not found: "hoặc đã trả hết" / "or has all come back". */
  used: readonly [vi: string, en: string];
  /** "Trả theo đơn vị đã bán" / "Return in the unit sold". */
  unit: readonly [vi: string, en: string];
}

/**
 * The source line each drafted line takes, by the number it names (`key`) or else the first line of its product
 * with something left, and completes the drafted line from it: product, unit, price, discount share, VAT, base
 * quantity. 422 naming the line: not on the source, taken twice, another unit, more than is left.
 */
export function takeSourceLines<T extends SourceLine>(
  draft: DocumentDraft,
  lines: readonly T[],
  key: "line_hd" | "line_dh",
  words: SourceWords,
): T[] {
  const errors: Record<string, string> = {};
  const taken = new Set<number>();
  const [source, sourceEn] = words.source;
  const matched = draft.details.map((sent, i) => {
    const number = sent[key];
    const named = typeof number === "number" ? lines.find((l) => l.line === number) : undefined;
    const code = sent.ma_vt.toUpperCase();
    const line = named ?? lines.find((l) => l.ma_vt === code && !taken.has(l.line) && leftOf(l) > 0n);
    if (!line || line.ma_vt !== code) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `${sent.ma_vt} không có trên ${source}${named ? ` ở dòng ${number}` : ` ${words.used[0]}`}`,
        `${sent.ma_vt} is not on ${sourceEn}${named ? ` at line ${number}` : ` ${words.used[1]}`}`,
      );
      return undefined;
    }
    if (taken.has(line.line)) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `Dòng ${line.line} của ${source} đã có trên phiếu: gộp số lượng vào một dòng`,
        `Line ${line.line} of ${sourceEn} is already here: put the quantity on one line`,
      );
      return undefined;
    }
    taken.add(line.line);
    if (sent.ma_dvt && sent.ma_dvt.toUpperCase() !== line.ma_dvt.toUpperCase()) {
      errors[`details.${i}.ma_dvt`] = bilingual(`${words.unit[0]}: ${line.ma_dvt}`, `${words.unit[1]}: ${line.ma_dvt}`);
    }
    const qty = qtyOf(sent.so_luong);
    if (qty > leftOf(line)) {
      const [counts, countsEn] = words.counts(line);
      errors[`details.${i}.so_luong`] = bilingual(
        `Vượt số lượng ${words.left[0]} của ${line.ma_vt}: ${counts}`,
        `More than ${words.left[1]} of ${line.ma_vt}: ${countsEn}`,
      );
    }
    return line;
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  draft.details.forEach((sent, i) => {
    const line = matched[i] as T;
    const qty = qtyOf(sent.so_luong);
    Object.assign(sent, {
      ma_vt: line.ma_vt,
      ma_dvt: line.ma_dvt,
      [key]: line.line,
      gia: Number(line.gia),
      ck: Number(fromFixed(shareOf(line.ck, line.done_ck, line, qty), MONEY)),
      thue_suat: Number(line.thue_suat),
      he_so: line.he_so,
      so_luong_qd: fromFixed(qty * toFixed(line.he_so, 6), 9),
      xuat_kho: line.xuat_kho,
    });
  });
  return matched as T[];
}

/** A quantity as the refusals say it. */
export const count = (value: string) => formatNumber(Number(value));
