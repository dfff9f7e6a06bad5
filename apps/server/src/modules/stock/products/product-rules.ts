import { ITEM_KIND } from "@sen/core";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import { invalidInput } from "../../../platform/errors.js";
import { saveBarcodes } from "./product-barcodes.js";

type ItemKind = (typeof ITEM_KIND)[keyof typeof ITEM_KIND];

/**
 * A row is goods or a service from its creation on, whatever a client sends; a service is never
 * stocked. The picture is set only by its own routes; goods keep their barcodes in step.
 */
export const itemHooks = (kind: ItemKind): EntityHooks => ({
  beforeSave: async ({ db, values, old }) => {
    delete values.hinh_anh;
    if (old) delete values.loai_vt;
    else values.loai_vt = kind;
    if (kind === ITEM_KIND.DV) {
      values.theo_doi_ton = false;
      return;
    }
    const problem = await saveBarcodes(db, values, old);
    if (problem) throw invalidInput({ ma_vach: problem });
  },
});
