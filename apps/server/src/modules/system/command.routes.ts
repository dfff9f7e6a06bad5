import { commandEntity, entityAccess } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../platform/authentication.js";
import { entityBinding } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { commands } from "../../platform/db/tenant-tables.js";
import { wholeList } from "../../platform/lists.js";
import { commandList, commandQuery } from "./command.schemas.js";
import { listAllCommands, listCommands } from "./command.service.js";
import { commandHooks } from "./command-tree.service.js";

/**
 * Not a generic entity: its GET is the signed-in user's menu, which every user may load. The
 * writes and GET /{id} are the engine's, under system.settings.
 */
const commandBinding = entityBinding(commandEntity, commands, { hooks: commandHooks });

export async function commandRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/command",
    {
      config: {
        access: {
          needs: "signed-in",
          whenAsked: [{ query: { all: "true" }, needs: entityAccess(commandEntity, "list") }],
        },
      },
      schema: {
        tags: ["system"],
        summary: "Menu commands the signed-in user may use, with their ancestors (all=true: every command)",
        querystring: commandQuery,
        response: { 200: commandList },
      },
    },
    async (req) => {
      const { user } = signedIn(req);
      if (req.query.all !== "true") return wholeList(await req.tx((db) => listCommands(db, user)));
      return wholeList(await req.tx(listAllCommands));
    },
  );
  await app.register(entityRoutes(commandBinding, { list: false, lookup: false }));
}
