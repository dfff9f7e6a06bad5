import { branchEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { branches } from "../../platform/db/tenant-tables.js";
import { branchHooks } from "./branch.service.js";

const branchBinding = bindEntity(branchEntity, branches, { hooks: branchHooks });

/** system/branchs: the engine's list ({ items, total }), lookup of active branches by code, and CRUD. */
export async function branchRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(branchBinding));
}
