import { type Fixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import type { RuledLine } from "../../accounting/journal/posting-rules.js";
import { ledgerDocument } from "../../stock/documents/goods-posting.js";
import { MONEY, type Movement, moveStock, QTY } from "../../stock/ledger/stock-ledger.service.js";
import { consumptionFor } from "../../stock/pricing/consumption.js";

/*
 * What a serving uses up (`sale_service_comsume`): each line's service's consumption norms times its sessions,
 * delivered from the serving's warehouse at moving average cost by the stock ledger, as a stock delivery is, and
 * posted Nợ the product's cost account (632) / Có its inventory account (152/156) by the serving's rule XUAT.
 */

type Serving = StoredDocument<{ ma_vt: string; so_luong: unknown }>;

/** The serving as the stock ledger names it: its own description, else what the movement is. */
const asLedger = (doc: Serving) => {
  const named = ledgerDocument({ header: doc.header, details: [] });
  return { ...named, dien_giai: named.dien_giai || "Vật tư tiêu hao theo định mức" };
};

/**
 * Delivers the norms of the serving's lines out of its warehouse, in its transaction (422 naming the line, the product
 * and what is left when stock would go below zero, unless the stock config allows it); gives the cost lines to post.
 */
export async function consumeNorms(db: TenantDb, doc: Serving): Promise<RuledLine[]> {
  const norms = await Promise.all(doc.details.map((l) => consumptionFor(db, l.ma_vt, Number(l.so_luong))));
  const used = doc.details.flatMap((l, i) => (norms[i] ?? []).map((n) => ({ line: l.line, ...n })));
  if (used.length === 0) return [];
  const ma_kho = doc.header.ma_kho as string | null;
  if (!ma_kho) {
    throw invalidInput({
      ma_kho: bilingual(
        "Chọn kho xuất vật tư tiêu hao: chi nhánh chưa có kho mặc định",
        "Choose the warehouse the consumed products leave: the branch has no default warehouse",
      ),
    });
  }
  const movements: Movement[] = used.map((n) => ({
    ma_kho,
    ma_dvcs: doc.header.ma_dvcs,
    ma_vt: n.ma_vt,
    line: n.line,
    so_luong: toFixed(String(n.so_luong), QTY),
    way: "out",
  }));
  const values = await moveStock(db, asLedger(doc), movements);
  return movements.map((m, i) => ({ ma_vt: m.ma_vt, gia_von: values[i] ?? 0n }));
}

/** The cancel of a serving: what it took out of stock put back at the cost it left with. */
export async function returnNorms(db: TenantDb, doc: Serving) {
  const { rows } = await db.$client.query<{ ma_kho: string; ma_vt: string; line: number; q: string; v: string }>(
    prepared(
      `SELECT ma_kho, ma_vt, line, (-sum(so_luong))::text AS q, (-sum(gia_tri))::text AS v FROM stock_ledger
       WHERE stt_rec = $1 GROUP BY ma_kho, ma_vt, line HAVING sum(so_luong) < 0 ORDER BY line, ma_vt`,
      [doc.header.stt_rec],
    ),
  );
  if (rows.length === 0) return;
  await moveStock(
    db,
    asLedger(doc),
    rows.map(
      (r): Movement => ({
        ma_kho: r.ma_kho,
        ma_dvcs: doc.header.ma_dvcs,
        ma_vt: r.ma_vt,
        line: r.line,
        so_luong: toFixed(r.q, QTY),
        way: "undo-out",
        gia_tri: toFixed(r.v, MONEY) as Fixed,
      }),
    ),
    true,
  );
}
