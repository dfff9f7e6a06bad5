import { ITEM_KIND } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { type BaseLine, recipeInBaseUnits } from "./base-lines.js";
import { after } from "./row-values.js";
import { findItem, itemUnit } from "./unit-factor.js";

/** A norm ties a service to stocked goods, in a unit the goods know, by a quantity above 0. */
export const productConsumeHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const errors: Record<string, string> = {};
    const ma_dv = String(after(values, old, "ma_dv"));
    const service = await findItem(db, ma_dv);
    if (service && service.loai_vt !== ITEM_KIND.DV) {
      errors.ma_dv = bilingual(`${ma_dv} không phải dịch vụ`, `${ma_dv} is not a service`);
    }
    const ma_vt = String(after(values, old, "ma_vt"));
    const { item } = await itemUnit(db, ma_vt, after(values, old, "ma_dvt") as string);
    if (item.loai_vt !== ITEM_KIND.VT || !item.theo_doi_ton) {
      errors.ma_vt = bilingual(`${ma_vt} không phải hàng hóa theo dõi tồn kho`, `${ma_vt} is not goods kept in stock`);
    }
    if (!(Number(after(values, old, "so_luong")) > 0)) {
      errors.so_luong = bilingual("Số lượng phải lớn hơn 0", "The quantity must be above 0");
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  },
};

/** What `turns` turns of the service use up, each product in its base unit (none when it has no norm). */
export function consumptionFor(db: TenantDb, ma_dv: string, turns: number): Promise<BaseLine[]> {
  return recipeInBaseUnits(db, { table: "product_consumes", keyColumn: "ma_dv" }, ma_dv, turns);
}
