import { entityAccess, PRODUCT_IMPORT_COLUMNS, productEntity, SERVICE_IMPORT_COLUMNS, serviceEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { entityImport } from "../../../platform/import/entity-import.js";
import { importRoutes } from "../../../platform/import/import-routes.js";
import { goodsBinding, servicesBinding } from "./product-bindings.js";

const keys = (columns: readonly { key: string }[]) => columns.map((c) => c.key);

/** Goods and services from Excel: `stock/products/import…` and `stock/services/import…`, each with a row preview. */
export async function catalogueImportRoutes(app: FastifyInstance) {
  const goods = entityImport(goodsBinding, keys(PRODUCT_IMPORT_COLUMNS));
  importRoutes(app, {
    path: `/${productEntity.api}`,
    tags: ["stock"],
    access: entityAccess(productEntity, "create"),
    what: "product",
    previewAs: "product",
    bodies: goods.bodies,
    definition: goods.definition,
    updates: true,
  });
  const services = entityImport(servicesBinding, keys(SERVICE_IMPORT_COLUMNS));
  importRoutes(app, {
    path: `/${serviceEntity.api}`,
    tags: ["stock"],
    access: entityAccess(serviceEntity, "create"),
    what: "service",
    previewAs: "product",
    bodies: services.bodies,
    definition: services.definition,
    updates: true,
  });
}
