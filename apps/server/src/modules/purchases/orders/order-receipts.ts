import { DOCUMENT_STATUS, fromFixed, mulDiv, toFixed } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { documents } from "../../../platform/documents/document.service.js";
import { invalidInput } from "../../../platform/errors.js";
import { receiptOrderKind } from "../../stock/documents/stock-kinds.js";
import { QTY } from "../../stock/ledger/stock-ledger.service.js";
import { domesticOrderKind } from "./domestic-order-kind.js";
import { allocate, type OrderLine, receivedByProduct } from "./order-progress.js";

/** Three decimals say the quantity exactly, else the line is received in base units (a third of a box). */
function stillToCome(line: OrderLine & { ma_dvt: string; gia: string }, con_qd: bigint, baseUnit: string) {
  const he_so = toFixed(String(line.he_so), QTY);
  const inUnit = mulDiv(con_qd, 10n ** BigInt(QTY), he_so);
  if (mulDiv(inUnit, he_so, 10n ** BigInt(QTY)) === con_qd && inUnit % 1000n === 0n) {
    return { ma_dvt: line.ma_dvt, so_luong: Number(fromFixed(inUnit, QTY)), gia: Number(line.gia) };
  }
  const gia = mulDiv(toFixed(line.gia, 2), 10n ** BigInt(QTY), he_so);
  return { ma_dvt: baseUnit, so_luong: Number(fromFixed(con_qd, QTY)), gia: Number(fromFixed(gia, 2)) };
}

/**
 * A draft receipt of what an approved order still expects, into the order's warehouse from its supplier, dated
 * `ngay_ct`; the storekeeper corrects the quantities that really came and posts it.
 */
export async function receiptFromOrder(db: TenantDb, id: string, ngay_ct: string, request: FastifyRequest) {
  const order = await documents.get(db, domesticOrderKind, id, request);
  if (order.status !== DOCUMENT_STATUS.posted) {
    throw invalidInput({
      status: bilingual(`Đơn ${String(order.so_ct)} chưa được duyệt`, `Order ${String(order.so_ct)} is not approved`),
    });
  }
  const lines = order.details as unknown as (OrderLine & { ma_dvt: string; gia: string; thue_suat?: string })[];
  const progress = allocate(lines, await receivedByProduct(db, id));
  const bases = await db.$client.query<{ ma_vt: string; ma_dvt: string }>(
    "SELECT ma_vt, ma_dvt FROM products WHERE ma_vt = ANY($1)",
    [lines.map((l) => l.ma_vt)],
  );
  const baseUnit = new Map(bases.rows.map((b) => [b.ma_vt, b.ma_dvt]));
  const details = lines.flatMap((line, i) => {
    const con_qd = progress[i]?.con_qd ?? 0n;
    if (con_qd <= 0n) return [];
    const { ma_dvt, so_luong, gia } = stillToCome(line, con_qd, baseUnit.get(line.ma_vt) ?? line.ma_dvt);
    return [{ ma_vt: line.ma_vt, ma_dvt, so_luong, gia, ck: 0, thue_suat: Number(line.thue_suat ?? 0) }];
  });
  if (details.length === 0) {
    throw invalidInput({
      details: bilingual(`Đơn ${String(order.so_ct)} đã nhận đủ hàng`, `Order ${String(order.so_ct)} has all come`),
    });
  }
  return documents.create(
    db,
    receiptOrderKind,
    {
      ngay_ct,
      status: DOCUMENT_STATUS.draft,
      dien_giai: `Nhập hàng theo đơn mua ${String(order.so_ct)}`,
      ma_kho: order.ma_kho,
      ma_ncc: order.ma_ncc,
      stt_rec_dh: id,
      details,
    },
    request,
  );
}
