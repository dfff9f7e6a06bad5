import { configIsTrue } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { configValues } from "../../system/config.service.js";

/** The package configs a serving follows, read once a transaction. */
export interface ServingConfigs {
  /** `sale_service_package_not_enough`: a serving may be opened for sessions its package lacks. */
  notEnough: boolean;
  /** `sale_service_package_debt_money`: those sessions, when it is posted, are owed as money. */
  debtMoney: boolean;
  /** `sale_service_package_multiple`: one serving may use several packages. */
  multiple: boolean;
  /** `sale_service_package_require_main`: a serving using a package must include a main service. */
  requireMain: boolean;
  /** `sale_service_comsume`: posting delivers the services' consumption norms from stock. */
  consume: boolean;
}

export async function servingConfigs(db: TenantDb): Promise<ServingConfigs> {
  const c = await configValues(db, [
    "sale_service_package_not_enough",
    "sale_service_package_debt_money",
    "sale_service_package_multiple",
    "sale_service_package_require_main",
    "sale_service_comsume",
  ]);
  return {
    notEnough: configIsTrue(c.sale_service_package_not_enough),
    debtMoney: configIsTrue(c.sale_service_package_debt_money),
    multiple: configIsTrue(c.sale_service_package_multiple),
    requireMain: configIsTrue(c.sale_service_package_require_main),
    consume: configIsTrue(c.sale_service_comsume),
  };
}

/** Whether sessions a package lacks may be used when the serving is posted: owed as money, never a negative package. */
export const mayOwe = (c: ServingConfigs) => c.notEnough && c.debtMoney;

interface PackageLine {
  ma_vt: string;
  stt_rec_goi?: string | null;
}

/** One package a serving unless `sale_service_package_multiple` (422 on the first line naming another). */
export function refuseSeveralPackages(lines: readonly PackageLine[], c: ServingConfigs) {
  if (c.multiple) return;
  const first = lines.find((l) => l.stt_rec_goi)?.stt_rec_goi;
  const other = lines.findIndex((l) => l.stt_rec_goi && l.stt_rec_goi !== first);
  if (other < 0) return;
  throw invalidInput({
    [`details.${other}.stt_rec_goi`]: bilingual(
      "Mỗi phiếu phục vụ chỉ được dùng một liệu trình",
      "A serving may use only one package",
    ),
  });
}

/** With `sale_service_package_require_main`, a serving using a package names a main service on some line. */
export async function refuseWithoutMain(db: TenantDb, lines: readonly PackageLine[], c: ServingConfigs) {
  if (!c.requireMain || !lines.some((l) => l.stt_rec_goi)) return;
  const { rows } = await db.$client.query<{ main: boolean }>(
    prepared("SELECT bool_or(dv_chinh) AS main FROM products WHERE ma_vt = ANY($1)", [lines.map((l) => l.ma_vt)]),
  );
  if (rows[0]?.main) return;
  throw invalidInput({
    details: bilingual(
      "Phiếu phục vụ dùng liệu trình phải có dịch vụ chính",
      "A serving using a package must include a main service",
    ),
  });
}
