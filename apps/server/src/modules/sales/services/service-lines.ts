import { configIsTrue, formatNumber, fromFixed, ITEM_KIND, mulDiv, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentDraft, StoredDocument } from "../../../platform/documents/document-kind.js";
import { goodsLines } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import type { RuledLine } from "../../accounting/journal/posting-rules.js";
import { lineValue } from "../../stock/documents/goods-posting.js";
import { configValues } from "../../system/config.service.js";

/*
 * The lines of a service bill (DV1): single services, packages of sessions (a service whose `so_buoi` is above 1),
 * packages given free (`tang`, with `sale_gift_package`) and package money (`goi_tien`, with `sale_use_package_money`).
 */

/** The most packages one line may open (one a unit). */
const MAX_UNITS = 100;

type DraftLine = DocumentDraft["details"][number];
type Line = StoredDocument["details"][number];

/** Whether a line sells packages, a unit each: of sessions (`so_buoi` above 1) or of money. */
export const isPackage = (l: DraftLine | Line) => Number(l.so_buoi ?? 1) > 1 || l.goi_tien === true;

/** Whether a package line was given free. */
const isGift = (l: DraftLine | Line) => l.tang === true;

const lineError = (i: number, field: string, vi: string, en: string) => ({
  [`details.${i}.${field}`]: bilingual(vi, en),
});

/** Why a line cannot be what it says: not a service, a gift or money the shop does not allow, or not a package. */
function lineRefusal(
  line: DraftLine,
  i: number,
  product: { loai_vt: string } | undefined,
  allowed: { gift: boolean; money: boolean },
): Record<string, string> | undefined {
  if (product && product.loai_vt !== ITEM_KIND.DV) {
    return lineError(
      i,
      "ma_vt",
      `${line.ma_vt} không phải dịch vụ: bán hàng hóa trên hóa đơn bán lẻ`,
      `${line.ma_vt} is not a service: sell goods on a retail bill`,
    );
  }
  if (line.goi_tien && !allowed.money) {
    return lineError(
      i,
      "goi_tien",
      "Cửa hàng chưa cho phép bán gói tiền dịch vụ",
      "The shop does not sell package money",
    );
  }
  if (isGift(line) && !allowed.gift) {
    return lineError(i, "tang", "Cửa hàng chưa cho phép tặng liệu trình", "The shop does not give packages free");
  }
  if (isGift(line) && (line.goi_tien || Number(line.so_buoi) <= 1)) {
    return lineError(
      i,
      "tang",
      "Chỉ tặng được liệu trình nhiều buổi",
      "Only a package of several sessions may be given",
    );
  }
  if (line.han_su_dung && (!isPackage(line) || String(line.han_su_dung) < String(line.ngay_ct))) {
    return lineError(
      i,
      "han_su_dung",
      "Hạn sử dụng chỉ đặt cho liệu trình, từ ngày bán trở đi",
      "An expiry is set on a package only, on or after the day it is sold",
    );
  }
  if (isPackage(line) && (!Number.isInteger(line.so_luong) || line.so_luong > MAX_UNITS)) {
    return lineError(
      i,
      "so_luong",
      `Số liệu trình phải là số nguyên từ 1 đến ${MAX_UNITS}`,
      `The number of packages is a whole number from 1 to ${MAX_UNITS}`,
    );
  }
  return undefined;
}

/**
 * Each line's service (a product of kind DV: 422 naming the line otherwise) and its sessions a unit; a package line
 * sells whole units, at most `MAX_UNITS`; gifts and package money only where the shop allows them; a package needs the
 * customer it is for.
 */
export async function prepareServices(db: TenantDb, draft: DocumentDraft) {
  const [{ rows }, configs] = await Promise.all([
    db.$client.query<{ ma_vt: string; loai_vt: string; so_buoi: number | null }>(
      prepared("SELECT ma_vt, loai_vt, so_buoi FROM products WHERE ma_vt = ANY($1)", [
        [...new Set(draft.details.map((l) => l.ma_vt))],
      ]),
    ),
    configValues(db, ["sale_gift_package", "sale_use_package_money"]),
  ]);
  const allowed = {
    gift: configIsTrue(configs.sale_gift_package),
    money: configIsTrue(configs.sale_use_package_money),
  };
  const found = new Map(rows.map((r) => [r.ma_vt, r]));
  const errors: Record<string, string> = {};
  draft.details.forEach((line, i) => {
    line.tang = line.tang === true;
    line.goi_tien = line.goi_tien === true;
    line.so_buoi = line.goi_tien ? 1 : Math.max(1, Number(found.get(line.ma_vt)?.so_buoi ?? 1));
    Object.assign(errors, lineRefusal({ ...line, ngay_ct: draft.header.ngay_ct }, i, found.get(line.ma_vt), allowed));
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  if (draft.details.some(isPackage) && !(typeof draft.header.ma_kh === "string" && draft.header.ma_kh.trim() !== "")) {
    throw invalidInput({
      ma_kh: bilingual("Bán liệu trình phải chọn khách hàng", "A package is sold to a customer: choose one"),
    });
  }
}

/** A gift's price is whatever the list says, taken off: no amount, no discount. Gives what the bill then comes to. */
export function freeGifts(draft: DocumentDraft) {
  for (const line of draft.details.filter(isGift)) {
    line.gia = 0;
    line.ck = 0;
  }
  return toFixed(goodsLines.price(draft.details).totals.tong_thanh_toan, 2);
}

/**
 * A bill selling packages is paid in full, unless the shop takes deposits on them
 * (`sale_bill_deposit_service_package`): then what is left is owed on the customer's account (131).
 */
export async function refuseDepositUnlessAllowed(
  db: TenantDb,
  header: DocumentDraft["header"],
  lines: readonly Line[],
) {
  const owing = toFixed(String(header.con_no ?? "0"), 2);
  if (owing <= 0n || !lines.some((l) => isPackage(l) && !isGift(l))) return;
  const configs = await configValues(db, ["sale_bill_deposit_service_package"]);
  if (configIsTrue(configs.sale_bill_deposit_service_package)) return;
  const shown = formatNumber(Number(fromFixed(owing, 2)));
  throw invalidInput({
    payments: bilingual(
      `Bán liệu trình phải thu đủ tiền (còn thiếu ${shown} ₫): cửa hàng chưa cho phép đặt cọc liệu trình`,
      `A package is paid in full (${shown} ₫ missing): the shop takes no deposits on packages`,
    ),
  });
}

/**
 * A line's amounts as DV1's posting rules read them: a single service's value after discount as revenue
 * (`tien_hang`), a package's as package money (`tien_goi`, held on 3387 until used), and its VAT.
 */
export const ruledService = (l: Line): RuledLine => ({
  ma_vt: l.ma_vt,
  [isPackage(l) ? "tien_goi" : "tien_hang"]: lineValue(l),
  thue: mulDiv(lineValue(l), toFixed(String(l.thue_suat), 4), 1_000_000n),
});
