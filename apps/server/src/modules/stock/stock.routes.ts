import { conversionUnitEntity, productGroupEntity, productTypeEntity, unitEntity, warehouseEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { productBalanceRoutes } from "./balances/product-balances.routes.js";
import { stockDocumentRoutes } from "./documents/stock-documents.routes.js";
import { conversionUnitHooks } from "./pricing/conversion-rules.js";
import { pricingRoutes } from "./pricing/pricing.routes.js";
import { productSetRoutes } from "./product-sets/product-sets.routes.js";
import { catalogueImportRoutes } from "./products/catalogue-import.routes.js";
import { goodsBinding, servicesBinding } from "./products/product-bindings.js";
import { productRoutes } from "./products/products.routes.js";
import { conversionUnits, productGroups, productTypes, units, warehouses } from "./stock.tables.js";

const unitBinding = bindEntity(unitEntity, units);
const warehouseBinding = bindEntity(warehouseEntity, warehouses);
const productGroupBinding = bindEntity(productGroupEntity, productGroups);
const productTypeBinding = bindEntity(productTypeEntity, productTypes);
const conversionUnitBinding = bindEntity(conversionUnitEntity, conversionUnits, { hooks: conversionUnitHooks });

export async function stockRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(unitBinding));
  await app.register(entityRoutes(warehouseBinding));
  await app.register(entityRoutes(productGroupBinding));
  await app.register(entityRoutes(productTypeBinding));
  await app.register(entityRoutes(goodsBinding));
  await app.register(entityRoutes(servicesBinding));
  await app.register(productRoutes);
  await app.register(entityRoutes(conversionUnitBinding));
  await app.register(pricingRoutes);
  await app.register(productSetRoutes);
  await app.register(stockDocumentRoutes);
  await app.register(productBalanceRoutes);
  await app.register(catalogueImportRoutes);
}
