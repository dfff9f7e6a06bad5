import { ITEM_KIND, productEntity, serviceEntity } from "@sen/core";
import { eq } from "drizzle-orm";
import { bindEntity } from "../../../platform/crud/registry.js";
import { products } from "../stock.tables.js";
import { itemHooks } from "./product-rules.js";

/** Goods and services are one table seen through two definitions, each listing only its own rows. */
export const goodsBinding = bindEntity(productEntity, products, {
  scope: () => eq(products.loai_vt, ITEM_KIND.VT),
  hooks: itemHooks(ITEM_KIND.VT),
});

export const servicesBinding = bindEntity(serviceEntity, products, {
  scope: () => eq(products.loai_vt, ITEM_KIND.DV),
  hooks: itemHooks(ITEM_KIND.DV),
});
