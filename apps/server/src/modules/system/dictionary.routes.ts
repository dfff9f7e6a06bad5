import { dictionaryEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { dictionaryHooks } from "./dictionary.service.js";
import { dictionaries } from "./system.tables.js";

const dictionaryBinding = bindEntity(dictionaryEntity, dictionaries, {
  hooks: dictionaryHooks,
  lookupOrder: ["group", "sort", "ma_tudien"],
});

/** system/dictionaries: list (?group=), lookup of the entries in use (start-up) and CRUD. */
export async function dictionaryRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(dictionaryBinding));
}
