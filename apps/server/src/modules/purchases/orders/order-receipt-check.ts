import { DOCUMENT_STATUS, type Fixed, toFixed } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import type { ReceiptForCheck } from "../../stock/documents/receipt-order-checks.js";
import { QTY } from "../../stock/ledger/stock-ledger.service.js";
import { inLineUnit, type OrderLine, receivedByProduct } from "./order-progress.js";

interface OrderHeader {
  stt_rec: string;
  so_ct: string;
  status: string;
  ma_ncc: string;
}

/**
 * The order a receipt receives; at posting its row is locked, so two receipts of one order are checked one after
 * the other and the second sees what the first received.
 */
async function orderOf(db: TenantDb, stt_rec_dh: string, lock: boolean) {
  const { rows } = await db.$client.query<OrderHeader>(
    `SELECT stt_rec, so_ct, status, ma_ncc FROM purchase_orders WHERE stt_rec = $1 ${lock ? "FOR UPDATE" : ""}`,
    [stt_rec_dh],
  );
  const header = rows[0];
  if (!header) return undefined;
  const lines = await db.$client.query<OrderLine>(
    "SELECT line, ma_vt, so_luong::text, he_so::text, so_luong_qd::text FROM purchase_order_details WHERE stt_rec = $1 ORDER BY line",
    [stt_rec_dh],
  );
  return { header, lines: lines.rows };
}

const refuse = (field: string, vi: string, en: string) => {
  throw invalidInput({ [field]: bilingual(vi, en) });
};

/**
 * A receipt made from a purchase order: the order is approved, the supplier is the order's (filled in when the
 * receipt names none), every product is on the order, and no product comes in beyond what is still to come.
 */
export async function checkReceiptAgainstOrder(db: TenantDb, receipt: ReceiptForCheck, stage: "save" | "post") {
  const orderId = receipt.header.stt_rec_dh;
  if (typeof orderId !== "string" || orderId === "") return;
  const order = await orderOf(db, orderId, stage === "post");
  if (!order) return refuse("stt_rec_dh", "Đơn mua hàng không tồn tại", "The purchase order does not exist");
  const { header } = order;
  if (header.status !== DOCUMENT_STATUS.posted) {
    return refuse(
      "stt_rec_dh",
      `Đơn mua hàng ${header.so_ct} chưa được duyệt`,
      `Purchase order ${header.so_ct} is not approved`,
    );
  }
  const supplier = receipt.header.ma_ncc;
  if (typeof supplier === "string" && supplier !== "" && supplier !== header.ma_ncc) {
    return refuse(
      "ma_ncc",
      `Nhà cung cấp phải là ${header.ma_ncc} của đơn ${header.so_ct}`,
      `The supplier must be ${header.ma_ncc}, the one of order ${header.so_ct}`,
    );
  }
  receipt.header.ma_ncc = header.ma_ncc;
  refuseBeyondOrder(header.so_ct, order.lines, await receivedByProduct(db, orderId), receipt);
}

/** Each receipt line against what is still to come of its product (base units), naming the line that goes beyond. */
function refuseBeyondOrder(so_ct: string, lines: OrderLine[], received: Map<string, Fixed>, receipt: ReceiptForCheck) {
  const stillToCome = new Map<string, Fixed>();
  for (const line of lines) {
    stillToCome.set(line.ma_vt, (stillToCome.get(line.ma_vt) ?? 0n) + toFixed(String(line.so_luong_qd), QTY));
  }
  for (const [ma_vt, qd] of received) stillToCome.set(ma_vt, (stillToCome.get(ma_vt) ?? 0n) - qd);
  const errors: Record<string, string> = {};
  receipt.details.forEach((line, i) => {
    const ma_vt = String(line.ma_vt);
    const left = stillToCome.get(ma_vt);
    if (left === undefined) {
      errors[`details.${i}.ma_vt`] = bilingual(
        `${ma_vt} không có trong đơn mua hàng ${so_ct}`,
        `${ma_vt} is not on purchase order ${so_ct}`,
      );
      return;
    }
    const qd = toFixed(String(line.so_luong_qd ?? line.so_luong), QTY);
    if (qd > left) {
      const unit = { he_so: String(line.he_so ?? "1") };
      const remaining = left > 0n ? inLineUnit(left, unit) : 0;
      errors[`details.${i}.so_luong`] = bilingual(
        `Vượt số lượng còn phải nhận của đơn ${so_ct}: ${ma_vt} còn ${remaining} ${String(line.ma_dvt ?? "")}`.trim(),
        `More than order ${so_ct} still expects: ${remaining} ${String(line.ma_dvt ?? "")} of ${ma_vt} left`,
      );
    }
    stillToCome.set(ma_vt, left - qd);
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
