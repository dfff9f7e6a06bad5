import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../platform/authentication.js";
import { wholeList } from "../../platform/lists.js";
import { configBatch, configChange, configItem, configList, configName, newConfig } from "./config.schemas.js";
import { createConfig, deleteConfig, listConfigs, saveConfigs, updateConfig } from "./config.service.js";

/** Writes need the edit right on the settings screen's command (administrators pass). */
const WRITE = { access: { command: "system.settings", right: "edit" } } as const;
const tags = ["system"];

export async function configRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/system/configs",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Every config with its type and default; secrets masked for non-administrators",
        response: { 200: configList },
      },
    },
    async (req) => wholeList(await req.tx((db) => listConfigs(db, signedIn(req).user))),
  );

  r.post(
    "/system/configs",
    {
      config: WRITE,
      schema: { tags, summary: "A config of the tenant's own", body: newConfig, response: { 200: configItem } },
    },
    (req) => req.tx((db) => createConfig(db, req.body, req)),
  );

  r.put(
    "/system/configs",
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Many configs by name (name, group, value) in one transaction: all or nothing",
        body: configBatch,
        response: { 200: configList },
      },
    },
    (req) => req.tx((db) => saveConfigs(db, req.body, req)),
  );

  r.put(
    "/system/configs/:name",
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Change one config",
        params: configName,
        body: configChange,
        response: { 200: configItem },
      },
    },
    (req) => req.tx((db) => updateConfig(db, req.params.name, req.body, req)),
  );

  r.delete(
    "/system/configs/:name",
    {
      config: WRITE,
      schema: {
        tags,
        summary: "Delete a config of the tenant's own (built-in ones cannot be)",
        params: configName,
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    async (req) => {
      await req.tx((db) => deleteConfig(db, req.params.name, req));
      return { name: req.params.name };
    },
  );
}
