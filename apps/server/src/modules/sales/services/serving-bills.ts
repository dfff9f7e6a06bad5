import { DOCUMENT_STATUS } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";

/*
 * A service bill a serving sold its lines paid now on (servings.stt_rec_dv) goes with that serving: cancelled only
 * by the serving's own cancel, never alone while the serving stands (its technician's turn would stand unpaid).
 */

/** The requests cancelling a serving: the bill they cancel is the serving's own. */
const cancellingServing = new WeakSet<FastifyRequest>();

/** Marks `request` as cancelling a serving, so that its bill may follow. */
export function cancelsServing(request: FastifyRequest) {
  cancellingServing.add(request);
}

/** 422 when a posted serving stands on bill `stt_rec`, unless the serving itself is being cancelled. */
export async function refuseServingBill(db: TenantDb, stt_rec: string, request: FastifyRequest) {
  if (cancellingServing.has(request)) return;
  const { rows } = await db.$client.query<{ so_ct: string }>(
    prepared("SELECT so_ct FROM servings WHERE stt_rec_dv = $1 AND status = $2", [stt_rec, DOCUMENT_STATUS.posted]),
  );
  const serving = rows[0];
  if (!serving) return;
  throw invalidInput({
    status: bilingual(
      `Phiếu dịch vụ này thu tiền cho phiếu phục vụ ${serving.so_ct}: hủy phiếu phục vụ, phiếu dịch vụ sẽ được hủy theo`,
      `This bill took the money of serving ${serving.so_ct}: cancel the serving, and the bill goes with it`,
    ),
  });
}
