import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { StoredDocument } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { receivedByProduct } from "./order-progress.js";

/** An approved order that goods already came for is not cancelled: its receipts are cancelled first. */
export async function refuseCancelWithReceipts(db: TenantDb, doc: StoredDocument) {
  const received = await receivedByProduct(db, doc.header.stt_rec);
  if ([...received.values()].some((qd) => qd > 0n)) {
    throw invalidInput({
      status: bilingual(
        `Đơn ${doc.header.so_ct} đã có hàng nhập kho: hủy các phiếu nhập của đơn trước`,
        `Goods already came for order ${doc.header.so_ct}: cancel its receipts first`,
      ),
    });
  }
}
