import { voucherEntity, voucherTypeEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { bindEntity, type EntityHooks } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { invalidInput } from "../../../platform/errors.js";
import { vouchers, voucherTypes } from "../sales.tables.js";

/** A voucher's uses are never set below those already taken; a percent is at most 100. */
const voucherHooks: EntityHooks = {
  async beforeSave({ values, old }) {
    const used = Number(old?.da_dung ?? 0);
    const uses = Number(values.so_lan ?? old?.so_lan ?? 1);
    const errors: Record<string, string> = {};
    if (uses < used) {
      errors.so_lan = bilingual(
        `Voucher đã dùng ${used} lần: số lần dùng không được ít hơn`,
        `The voucher was used ${used} times: uses cannot be fewer`,
      );
    }
    const kind = values.loai_gt ?? old?.loai_gt;
    if (kind === "phan_tram" && Number(values.gia_tri ?? old?.gia_tri ?? 0) > 100) {
      errors.gia_tri = bilingual("Phần trăm không quá 100", "A percent is at most 100");
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  },
};

/** Vouchers and their types (entities); their uses are taken by the bills that post them. */
export async function voucherRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(bindEntity(voucherTypeEntity, voucherTypes)));
  await app.register(entityRoutes(bindEntity(voucherEntity, vouchers, { hooks: voucherHooks })));
}
