import { configIsTrue, type Fixed, fromFixed, mulDiv, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { MONEY } from "../../stock/ledger/stock-ledger.service.js";
import { configValue } from "../../system/config.service.js";

/*
 * What a no-name card sale charges: each run at its type's selling price, less the discount of no-name-discounts in
 * force that the order reaches (the highest), or the one typed where the shop allows it.
 */

/** A run placed in the branch's stock, with its type and the discount the client typed, if any. */
export interface SoldRun {
  tu_seri: string;
  den_seri: string;
  so_luong: number;
  ma_loai: string;
  menh_gia: string;
  ck?: number | null;
}

interface CardType {
  ma_loai: string;
  gia_ban: string;
  status: boolean;
}

interface Discount {
  ma_ck: string;
  ma_loai: string | null;
  tu_so_luong: number;
  tl_ck: string;
}

async function typesAndDiscounts(db: TenantDb, types: string[], ngay_ct: string) {
  const { rows } = await db.$client.query<{ types: CardType[]; discounts: Discount[] }>(
    prepared(
      `SELECT (SELECT coalesce(json_agg(json_build_object('ma_loai', ma_loai, 'gia_ban', gia_ban::text, 'status', status)), '[]')
                 FROM no_name_types WHERE ma_loai = ANY($1)) AS types,
              (SELECT coalesce(json_agg(json_build_object('ma_ck', ma_ck, 'ma_loai', ma_loai,
                 'tu_so_luong', tu_so_luong::int, 'tl_ck', tl_ck::text) ORDER BY tl_ck DESC, ma_ck), '[]')
                 FROM no_name_discounts WHERE status AND tu_ngay <= $2 AND (den_ngay IS NULL OR den_ngay >= $2)
                   AND (ma_loai IS NULL OR ma_loai = ANY($1))) AS discounts`,
      [types, ngay_ct],
    ),
  );
  return rows[0] ?? { types: [], discounts: [] };
}

/** `tl_ck` percent (4 decimals) of `tien`, to the đồng. */
const percentOf = (tien: Fixed, tl_ck: string) => mulDiv(tien, toFixed(tl_ck, 4), 100n * 10_000n * 100n) * 100n;

/**
 * Prices the runs of a sale on `ngay_ct`: `gia`, `tien`, the discount `ma_ck`/`tl_ck`/`ck` of each, 422 naming the
 * line for a type out of use or a discount the shop does not let be typed (one equal to what would apply is taken:
 * a client sends back what it was quoted).
 */
export async function priceRuns(db: TenantDb, runs: readonly SoldRun[], ngay_ct: string) {
  const codes = [...new Set(runs.map((r) => r.ma_loai))];
  const [{ types, discounts }, manual] = await Promise.all([
    typesAndDiscounts(db, codes, ngay_ct),
    configValue(db, "sale_no_name_discount_manual"),
  ]);
  const bought = new Map<string, number>();
  for (const run of runs) bought.set(run.ma_loai, (bought.get(run.ma_loai) ?? 0) + run.so_luong);
  const errors: Record<string, string> = {};
  const priced = runs.map((run, i) => {
    const type = types.find((t) => t.ma_loai === run.ma_loai);
    if (!type?.status) {
      errors[`details.${i}.tu_seri`] = bilingual(
        `Loại thẻ ${run.ma_loai} đã ngừng bán`,
        `Card type ${run.ma_loai} is no longer sold`,
      );
    }
    const gia = toFixed(type?.gia_ban ?? "0", MONEY);
    const tien = gia * BigInt(run.so_luong);
    const reached = bought.get(run.ma_loai) ?? 0;
    const best = discounts.find((d) => (d.ma_loai ?? run.ma_loai) === run.ma_loai && d.tu_so_luong <= reached);
    const auto = best ? percentOf(tien, best.tl_ck) : 0n;
    const typed = run.ck == null ? undefined : toFixed(run.ck, MONEY);
    let [ck, ma_ck, tl_ck] = [auto, best?.ma_ck ?? null, best?.tl_ck ?? "0"];
    if (typed !== undefined && typed !== auto) {
      if (!configIsTrue(manual)) {
        errors[`details.${i}.ck`] = bilingual(
          "Cửa hàng chưa cho phép nhập chiết khấu khi bán thẻ vô danh",
          "The shop does not allow typed discounts on no-name card sales",
        );
      } else if (typed > tien) {
        errors[`details.${i}.ck`] = bilingual(
          "Chiết khấu không được lớn hơn tiền thẻ",
          "The discount may not exceed the line's amount",
        );
      }
      [ck, ma_ck, tl_ck] = [typed, null, "0"];
    }
    const { tu_seri, den_seri, so_luong, ma_loai, menh_gia } = run;
    return {
      ...{ tu_seri, den_seri, so_luong, ma_loai, menh_gia },
      ...{ gia: fromFixed(gia, MONEY), tien: fromFixed(tien, MONEY), ma_ck, tl_ck, ck: fromFixed(ck, MONEY) },
    };
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return priced;
}

/** What the sale's lines come to: their amounts less their discounts, and their face value. */
export function saleTotals(lines: readonly { tien: string; ck: string; so_luong: number; menh_gia: string }[]) {
  let [tien, ck, face] = [0n, 0n, 0n];
  for (const line of lines) {
    tien += toFixed(line.tien, MONEY);
    ck += toFixed(line.ck, MONEY);
    face += toFixed(line.menh_gia, MONEY) * BigInt(line.so_luong);
  }
  return { tien, ck, due: tien - ck, face };
}
